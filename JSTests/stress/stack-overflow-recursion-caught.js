//@ gcStressEvery(1000)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Runaway recursion throws a RangeError that can be caught; the program then continues.
function f() { return f(); }
var caught = null;
try {
    f();
} catch (e) {
    caught = e;
}
shouldBe(caught instanceof RangeError, true);

// Non-tail recursion with arguments and locals.
function g(n) { var local = [n]; return g(n + 1) + local[0]; }
shouldThrow(() => g(0), RangeError);

// Recursion through an arrow and a method.
var arrow = () => arrow();
shouldThrow(arrow, RangeError);
var obj = { m() { return this.m(); } };
shouldThrow(() => obj.m(), RangeError);

// Mutual recursion.
function ping() { return pong(); }
function pong() { return ping(); }
shouldThrow(ping, RangeError);

// Recursion through new.
function Ctor() { return new Ctor(); }
shouldThrow(() => new Ctor(), RangeError);

// The engine still works normally after the overflows.
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
shouldBe(fact(10), 3628800);
var arr = [];
for (var i = 0; i < 1000; i++) arr.push(i);
shouldBe(arr.length, 1000);
