function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// bind fixes the receiver and prepends arguments.
function f(a, b, c) { "use strict"; return [this, a, b, c].join(","); }
var bound = f.bind("t", 1);
shouldBe(bound(2, 3), "t,1,2,3");
shouldBe(bound.call("other", 2, 3), "t,1,2,3");

// Binding twice keeps the first receiver and concatenates arguments.
var twice = bound.bind("ignored", 2);
shouldBe(twice(3), "t,1,2,3");
shouldBe(twice.name, "bound bound f");
shouldBe(twice.length, 1);

// Bound functions have no prototype property.
shouldBe(bound.hasOwnProperty("prototype"), false);
shouldBe(typeof bound, "function");

// bind on a non-callable throws.
shouldThrow(() => Function.prototype.bind.call({}), TypeError);

// Bound arrow ignores the receiver.
var arrow = () => typeof this;
shouldBe(arrow.bind(5)(), typeof this);

// Bound function's name is derived from the target's name at bind time.
var anon = function () {};
Object.defineProperty(anon, "name", { value: 42 });
shouldBe(anon.bind(null).name, "bound ");
