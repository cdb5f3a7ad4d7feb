function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A constructor that returns an object replaces `this`; returning a primitive is ignored.
function ReturnsObject() { this.a = 1; return { b: 2 }; }
var o = new ReturnsObject();
shouldBe(o.a, undefined);
shouldBe(o.b, 2);
shouldBe(o instanceof ReturnsObject, false);

function ReturnsPrimitive() { this.a = 1; return 5; }
var p = new ReturnsPrimitive();
shouldBe(p.a, 1);
shouldBe(p instanceof ReturnsPrimitive, true);

function ReturnsNull() { this.a = 1; return null; }
shouldBe(new ReturnsNull().a, 1);

function ReturnsFunction() { return function inner() {}; }
shouldBe(typeof new ReturnsFunction(), "function");

function ReturnsArray() { return [1, 2]; }
shouldBe(Array.isArray(new ReturnsArray()), true);

// The prototype of the new object comes from the constructor's prototype property at call time.
function P() {}
var proto1 = P.prototype;
var a = new P();
P.prototype = { replaced: true };
var b = new P();
shouldBe(Object.getPrototypeOf(a), proto1);
shouldBe(b.replaced, true);

// A non-object prototype falls back to Object.prototype.
P.prototype = 5;
shouldBe(Object.getPrototypeOf(new P()), Object.prototype);
