function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// __proto__: value in an object literal sets the prototype.
var proto = { inherited: true };
var obj = { __proto__: proto, own: 1 };
shouldBe(Object.getPrototypeOf(obj), proto);
shouldBe(obj.inherited, true);
shouldBe(obj.hasOwnProperty("__proto__"), false);
shouldBe(Object.keys(obj).join(), "own");

// null sets a null prototype; non-object values are ignored.
var bare = { __proto__: null };
shouldBe(Object.getPrototypeOf(bare), null);
var ignored = { __proto__: 5 };
shouldBe(Object.getPrototypeOf(ignored), Object.prototype);

// The string form "__proto__": also sets the prototype.
var quoted = { "__proto__": proto };
shouldBe(Object.getPrototypeOf(quoted), proto);

// Objects with a null prototype don't inherit the __proto__ accessor: it is a plain property.
var np = Object.create(null);
np.__proto__ = proto;
shouldBe(Object.getPrototypeOf(np), null);
shouldBe(np.__proto__, proto);
shouldBe(Object.keys(np).join(), "__proto__");
