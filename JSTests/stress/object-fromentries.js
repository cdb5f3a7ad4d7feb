function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.fromEntries builds an object from an iterable of [key, value] pairs.
var obj = Object.fromEntries([["a", 1], ["b", 2]]);
shouldBe(obj.a + obj.b, 3);
shouldBe(Object.keys(obj).join(), "a,b");

// Round trip with entries.
var original = { x: 1, y: "two" };
var copy = Object.fromEntries(Object.entries(original));
shouldBe(copy.y, "two");

// Later duplicates win.
shouldBe(Object.fromEntries([["k", 1], ["k", 2]]).k, 2);

// Keys are converted to property keys; symbols stay symbols.
var sym = Symbol();
var conv = Object.fromEntries([[1, "one"], [sym, "s"]]);
shouldBe(conv["1"], "one");
shouldBe(conv[sym], "s");

// Works with generators.
function* pairs() { yield ["g", 1]; yield ["h", 2]; }
shouldBe(Object.fromEntries(pairs()).h, 2);

// Entries must be objects.
shouldThrow(() => Object.fromEntries([1]), TypeError);
shouldThrow(() => Object.fromEntries(null), TypeError);
shouldThrow(() => Object.fromEntries(5), TypeError);

// Only the first two elements of each entry matter.
shouldBe(Object.fromEntries([["a", 1, 2]]).a, 1);
shouldBe(Object.fromEntries([["b"]]).b, undefined);
shouldBe("b" in Object.fromEntries([["b"]]), true);
