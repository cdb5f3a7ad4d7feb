function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) resolves the var's binding after its initializer.
// A var declaration's initializer runs after the name is resolved: inside with, the
// object's binding is written even if the initializer deleted it (14.3.2.1).
var obj = { target: 1 };
with (obj) {
    var target = delete obj.target;
}
shouldBe(obj.target, true);
shouldBe(target, undefined);

// Strict code reading a with binding that a Symbol.unscopables getter removed gets a
// ReferenceError (GetBindingValue of an object environment).
var unscopablesCalls = 0;
var env = {
    binding: 0,
    get [Symbol.unscopables]() { unscopablesCalls++; delete env.binding; return null; },
};
var result = null;
with (env) {
    shouldThrow(function () { "use strict"; result = binding; }, ReferenceError);
}
shouldBe(unscopablesCalls, 1);
shouldBe(result, null);
