function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Symbol.for returns registered symbols shared across the realm.
var a = Symbol.for("app.key");
var b = Symbol.for("app.key");
shouldBe(a, b);
shouldBe(a === Symbol("app.key"), false);
shouldBe(Symbol.keyFor(a), "app.key");
shouldBe(Symbol.keyFor(Symbol("local")), undefined);
shouldBe(Symbol.keyFor(Symbol.iterator), undefined);
shouldThrow(() => Symbol.keyFor("not a symbol"), TypeError);

// Keys are converted to strings.
shouldBe(Symbol.for(1), Symbol.for("1"));
shouldBe(Symbol.for(), Symbol.for("undefined"));
shouldBe(Symbol.for("").description, "");

// A registered symbol works as a property key everywhere.
var obj = { [Symbol.for("shared")]: 1 };
shouldBe(obj[Symbol.for("shared")], 1);
