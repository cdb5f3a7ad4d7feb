function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// instanceof walks the prototype chain of the left operand.
function A() {}
function B() {}
B.prototype = Object.create(A.prototype);
var b = new B();
shouldBe(b instanceof B, true);
shouldBe(b instanceof A, true);
shouldBe(b instanceof Object, true);
shouldBe(b instanceof Function, false);
shouldBe(A instanceof Function, true);
shouldBe([] instanceof Array, true);
shouldBe([] instanceof Object, true);

// Primitives are never instances.
shouldBe(1 instanceof Number, false);
shouldBe("s" instanceof String, false);
shouldBe(Object(1) instanceof Number, true);
shouldBe(null instanceof Object, false);
shouldBe(Object.create(null) instanceof Object, false);

// Right operand must be callable.
shouldThrow(() => ({}) instanceof {}, TypeError);
shouldThrow(() => ({}) instanceof 1, TypeError);

// Right operand's prototype must be an object when the left is an object.
function BadProto() {}
BadProto.prototype = 1;
shouldThrow(() => ({}) instanceof BadProto, TypeError);
shouldBe(1 instanceof BadProto, false);

// Arrow functions have no prototype: instanceof throws for object operands.
var arrow = () => {};
shouldThrow(() => ({}) instanceof arrow, TypeError);

// Bound functions use the target function.
var BoundA = A.bind(null);
shouldBe(b instanceof BoundA, true);

// Changing prototype affects later checks.
var a = new A();
A.prototype = {};
shouldBe(a instanceof A, false);
