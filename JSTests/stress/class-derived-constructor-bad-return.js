function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
// A derived constructor that returns neither an object nor undefined throws a TypeError
// from [[Construct]], after the body completed: the constructor's own try/catch and
// finally cannot see it, the caller can.
class Base {}
var caughtInside = false;
var finallyRan = false;
class Derived extends Base {
    constructor() {
        super();
        try {
            return 1;
        } catch (e) {
            caughtInside = true;
        } finally {
            finallyRan = true;
        }
    }
}
shouldThrow(function () { new Derived(); }, TypeError);
shouldBe(caughtInside, false);
shouldBe(finallyRan, true);

// V8 (node 20) lets the constructor's own catch see the ReferenceError; the spec does not.
// The same when the derived constructor never calls super and returns undefined.
class NoSuper extends Base {
    constructor() {
        try { return; } catch (e) { caughtInside = true; }
    }
}
shouldThrow(function () { new NoSuper(); }, ReferenceError);
shouldBe(caughtInside, false);

// Through Reflect.construct (a native caller) the error reaches the caller too.
shouldThrow(function () { Reflect.construct(Derived, []); }, TypeError);

// Returning an object is fine, and a base constructor returning a primitive gives this.
class ReturnsObject extends Base { constructor() { super(); return { other: true }; } }
shouldBe(new ReturnsObject().other, true);
function Plain() { this.x = 1; return 5; }
shouldBe(new Plain().x, 1);
