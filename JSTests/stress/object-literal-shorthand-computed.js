function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Shorthand properties, methods and computed keys in object literals.
var x = 1, y = 2;
var obj = { x, y, ["sum" + "Key"]: x + y, method() { return this.x; } };
shouldBe(obj.x, 1);
shouldBe(obj.sumKey, 3);
shouldBe(obj.method(), 1);

// Keys of various kinds.
var lit = { 1: "one", 1.5: "float", "str-key": "s", [Symbol.iterator]: null, 0x10: "hex", 1e3: "exp" };
shouldBe(lit["1"], "one");
shouldBe(lit["1.5"], "float");
shouldBe(lit[16], "hex");
shouldBe(lit[1000], "exp");
shouldBe(Symbol.iterator in lit, true);

// Reserved words are allowed as property names.
var reserved = { if: 1, class: 2, new: 3, function: 4, typeof: 5, null: 6, true: 7, let: 8, await: 9, yield: 10 };
shouldBe(reserved.if + reserved.class + reserved.new, 6);
shouldBe(reserved.null, 6);
shouldBe(reserved.true, 7);

// Computed keys are evaluated in order, interleaved with values.
var log = [];
var ordered = {
    [(log.push("k1"), "a")]: log.push("v1"),
    [(log.push("k2"), "b")]: log.push("v2"),
};
shouldBe(log.join(), "k1,v1,k2,v2");

// Trailing commas.
var trailing = { a: 1, };
shouldBe(Object.keys(trailing).length, 1);

// get and set as normal property names and methods.
var names = { get: 1, set: 2, get get() { return "getter named get"; } };
shouldBe(names.get, "getter named get");
shouldBe(names.set, 2);

// Shorthand of reserved words is a syntax error.
shouldThrow(() => eval("({ if })"), SyntaxError);
