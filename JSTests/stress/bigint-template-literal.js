function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInts in template literals and string conversions.
shouldBe(`${1n}`, "1");
shouldBe(`${-42n}`, "-42");
shouldBe(`${2n ** 70n}`, "1180591620717411303424");
shouldBe(`value: ${10n * 10n}!`, "value: 100!");
shouldBe(String(0n), "0");
shouldBe([1n, 2n].join(), "1,2");
shouldBe(JSON.stringify({ a: 1 }), "{\"a\":1}");
shouldThrow(() => JSON.stringify(1n), TypeError);

// Tagged templates pass the BigInt value unchanged.
function tag(strings, v) { return typeof v; }
shouldBe(tag`${5n}`, "bigint");
