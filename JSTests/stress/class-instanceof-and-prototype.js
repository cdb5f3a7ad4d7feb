function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// instanceof with classes follows the prototype chain; changing prototypes affects it.
class A {}
class B extends A {}
var b = new B();
shouldBe(b instanceof B, true);
shouldBe(b instanceof A, true);
shouldBe(b instanceof Object, true);
shouldBe(A.prototype.isPrototypeOf(b), true);

Object.setPrototypeOf(b, Object.prototype);
shouldBe(b instanceof A, false);

// Objects created with Object.create(Class.prototype) are instances.
var fake = Object.create(B.prototype);
shouldBe(fake instanceof A, true);

// Class prototype property is not writable.
var before = A.prototype;
A.prototype = {};
shouldBe(A.prototype, before);
