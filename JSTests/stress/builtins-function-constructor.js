function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

// Parameters are each converted with ToString, in order, then the body.
var log = "";
function part(text) { return { toString: function () { log += text + ";"; return text; } }; }
var f = Function(part("a"), part("b, c"), part("return a + b + c"));
shouldBe(log, "a;b, c;return a + b + c;");
shouldBe(f(1, 2, 3), 6);
shouldBe(f.length, 3);
shouldBe(f.name, "anonymous");
shouldBe(Object.getPrototypeOf(f), Function.prototype);
shouldBe(typeof f.prototype, "object");
shouldBe(f.prototype.constructor, f);

// The body runs in the global scope, in sloppy mode unless it says otherwise.
globalThis.globalValue = "global";
function shadowing() { var globalValue = "local"; return Function("return globalValue")(); }
shouldBe(shadowing(), "global");
shouldBe(Function("return this")(), globalThis);
shouldBe(Function("'use strict'; return this")(), undefined);
shouldBe(Function()(), undefined);
shouldBe(new Function("return 1")(), 1);

// Parameters and body are parsed on their own.
shouldThrow(function () { Function("a){", "}"); }, SyntaxError);
shouldThrow(function () { Function("/*", "*/){"); }, SyntaxError);
shouldThrow(function () { Function("a", "a b"); }, SyntaxError);
shouldThrow(function () { Function(part("x"), { toString: function () { throw new RangeError(); } }); }, RangeError);
shouldBe(Function("a = 1, ...rest", "return rest.length + a")(undefined, 2, 3), 3);

// A subclass's prototype is used.
class MyFunction extends Function {}
var instance = new MyFunction("return 7");
shouldBe(Object.getPrototypeOf(instance), MyFunction.prototype);
shouldBe(instance(), 7);
shouldBe(instance instanceof Function, true);

shouldBe(Function.length, 1);
shouldBe(Function.prototype.constructor, Function);
shouldBe(Object.getPrototypeOf(Function), Function.prototype);
