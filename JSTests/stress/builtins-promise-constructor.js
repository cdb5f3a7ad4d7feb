function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 27.2.3.1 Promise ( executor )
shouldThrow(() => Promise(() => {}), TypeError);
shouldThrow(() => new Promise(), TypeError);
shouldThrow(() => new Promise({}), TypeError);
shouldBe(Promise.length, 1);
shouldBe(Promise.name, "Promise");
shouldBe(Promise.prototype.constructor, Promise);
shouldBe(Promise.prototype[Symbol.toStringTag], "Promise");
shouldBe(Object.prototype.toString.call(Promise.resolve()), "[object Promise]");
shouldBe(Promise[Symbol.species], Promise);
// The executor runs at once with two nameless one-argument functions and undefined as this.
var resolveFunction, rejectFunction, executorThis = "unset";
var p = new Promise(function (resolve, reject) {
    "use strict";
    executorThis = this;
    resolveFunction = resolve;
    rejectFunction = reject;
});
shouldBe(executorThis, undefined);
shouldBe(resolveFunction.length, 1);
shouldBe(resolveFunction.name, "");
shouldBe(rejectFunction.length, 1);
shouldBe(resolveFunction(1), undefined);
// A throwing executor rejects the promise instead of throwing.
var thrown = new Promise(() => { throw new RangeError("inside"); });
shouldBe(thrown instanceof Promise, true);
var caught;
thrown.catch(e => { caught = e; });
// A subclass gets its own prototype.
class Sub extends Promise {}
var s = new Sub(() => {});
shouldBe(Object.getPrototypeOf(s), Sub.prototype);
shouldBe(s instanceof Promise, true);
var t = Promise.resolve().then(() => {
    shouldBe(caught instanceof RangeError, true);
});
