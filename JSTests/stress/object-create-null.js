function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Objects with a null prototype have no inherited properties.
var bare = Object.create(null);
shouldBe(Object.getPrototypeOf(bare), null);
shouldBe("toString" in bare, false);
shouldBe(bare.hasOwnProperty, undefined);
bare.key = "v";
shouldBe(Object.prototype.hasOwnProperty.call(bare, "key"), true);
shouldBe(Object.keys(bare).join(), "key");

// Converting to a primitive fails.
shouldThrow(() => "" + bare, TypeError);
shouldThrow(() => `${bare}`, TypeError);
shouldBe(Object.prototype.toString.call(bare), "[object Object]");

// Used as a dictionary with arbitrary keys.
var dict = Object.create(null);
var words = ["constructor", "__proto__", "toString", "hasOwnProperty"];
for (var w of words) dict[w] = (dict[w] || 0) + 1;
shouldBe(dict.constructor, 1);
shouldBe(dict.__proto__, 1);
shouldBe(Object.getPrototypeOf(dict), null);
shouldBe(Object.keys(dict).length, 4);

// Object.create argument validation.
shouldThrow(() => Object.create(5), TypeError);
shouldThrow(() => Object.create(), TypeError);
var withProto = Object.create(Array.prototype);
shouldBe(withProto instanceof Array, true);
shouldBe(Array.isArray(withProto), false);
