function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The in operator checks own and inherited properties.
var proto = { inherited: 1 };
var obj = Object.create(proto);
obj.own = undefined;
shouldBe("own" in obj, true);
shouldBe("inherited" in obj, true);
shouldBe("missing" in obj, false);
shouldBe("toString" in {}, true);
shouldBe("toString" in Object.create(null), false);

// Array indices and length.
var arr = [1, , 3];
shouldBe(0 in arr, true);
shouldBe(1 in arr, false);
shouldBe("2" in arr, true);
shouldBe(3 in arr, false);
shouldBe("length" in arr, true);

// Symbol keys.
var s = Symbol();
var withSym = { [s]: 1 };
shouldBe(s in withSym, true);
shouldBe(Symbol() in withSym, false);

// The key is converted with ToPropertyKey.
shouldBe({ toString() { return "own"; } } in obj, true);
shouldBe(1.0 in [0, 1], true);

// The right-hand side must be an object.
shouldThrow(() => "length" in "str", TypeError);
shouldThrow(() => "a" in null, TypeError);
shouldThrow(() => "a" in undefined, TypeError);
shouldThrow(() => "a" in 5, TypeError);

// Functions are objects.
shouldBe("prototype" in function () {}, true);
shouldBe("name" in (() => {}), true);

// Getters are not invoked.
var called = false;
var g = { get x() { called = true; return 1; } };
shouldBe("x" in g, true);
shouldBe(called, false);
