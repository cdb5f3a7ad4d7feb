function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// call and apply pass the receiver and arguments.
function f(a, b) { "use strict"; return [this, a, b]; }
var r = f.call("self", 1, 2);
shouldBe(r[0], "self");
shouldBe(r[1], 1);
shouldBe(r[2], 2);

r = f.apply("me", [3, 4]);
shouldBe(r[0], "me");
shouldBe(r[2], 4);

// apply accepts array-likes and null/undefined.
r = f.apply(null, { length: 2, 0: "x", 1: "y" });
shouldBe(r[0], null);
shouldBe(r[1], "x");
shouldBe(r[2], "y");
r = f.apply(undefined);
shouldBe(r[1], undefined);
shouldThrow(() => f.apply(null, 1), TypeError);

// call/apply on non-callables throw.
shouldThrow(() => Function.prototype.call.call({}), TypeError);

// Chaining call.call.
function who() { "use strict"; return this; }
shouldBe(Function.prototype.call.call(who, "via"), "via");

// Using apply to spread many arguments.
function count() { return arguments.length; }
var many = [];
for (var i = 0; i < 1000; i++) many.push(i);
shouldBe(count.apply(null, many), 1000);
