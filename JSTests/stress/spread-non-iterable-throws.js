function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Spreading values without Symbol.iterator throws TypeError in array literals and calls.
function f() {}
shouldThrow(() => [...null], TypeError);
shouldThrow(() => [...undefined], TypeError);
shouldThrow(() => [...123], TypeError);
shouldThrow(() => [...{ length: 0 }], TypeError);
shouldThrow(() => f(...{}), TypeError);

// Symbol.iterator returning a non-object throws.
shouldThrow(() => [...{ [Symbol.iterator]() { return 1; } }], TypeError);
// next returning a non-object throws.
shouldThrow(() => [...{ [Symbol.iterator]() { return { next() { return 1; } }; } }], TypeError);
// Symbol.iterator that is not callable throws.
shouldThrow(() => [...{ [Symbol.iterator]: 1 }], TypeError);

// After an error, normal spreading still works.
shouldBe([...[1, 2]].length, 2);
