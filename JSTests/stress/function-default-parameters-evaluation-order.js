function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Default parameter initializers run left to right, only for arguments that are undefined.
var log = [];
function f(a = log.push("a"), b = log.push("b"), c = log.push("c")) {
    return [a, b, c];
}
log = [];
f();
shouldBe(log.join(","), "a,b,c");

log = [];
f(1, undefined, 3);
shouldBe(log.join(","), "b");

log = [];
var r = f(undefined, null, undefined);
shouldBe(log.join(","), "a,c");
shouldBe(r[1], null);

// Initializers are evaluated at call time, fresh each call.
function fresh(arr = []) { arr.push(1); return arr.length; }
shouldBe(fresh(), 1);
shouldBe(fresh(), 1);

// Initializers run before the body.
var order = [];
function g(x = order.push("param")) { order.push("body"); }
g();
shouldBe(order.join(","), "param,body");
