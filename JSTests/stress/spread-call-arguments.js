function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Spread in call arguments, mixed with normal arguments.
function collect() { return Array.prototype.slice.call(arguments); }
shouldBe(collect(...[1, 2, 3]).join(), "1,2,3");
shouldBe(collect(0, ...[1, 2], 3, ...[4]).join(), "0,1,2,3,4");
shouldBe(collect(...[]).length, 0);
shouldBe(collect(..."ab").join(), "a,b");

// Spreading holes passes undefined.
var withHole = collect(...[1, , 3]);
shouldBe(withHole.length, 3);
shouldBe(withHole[1], undefined);

// Method calls with spread keep this.
var obj = { base: 10, add(a, b) { return this.base + a + b; } };
shouldBe(obj.add(...[1, 2]), 13);

// Spread of a large array.
var big = [];
for (var i = 0; i < 5000; i++) big.push(i);
function count() { return arguments.length; }
shouldBe(count(...big), 5000);

// Arguments are evaluated in order, spread iterators included.
var log = [];
function arg(x) { log.push(x); return x; }
var iter = { *[Symbol.iterator]() { log.push("iter"); yield 2; } };
collect(arg(1), ...iter, arg(3));
shouldBe(log.join(), "1,iter,3");

// Spreading a non-iterable throws TypeError.
shouldThrow(() => collect(...{}), TypeError);
shouldThrow(() => collect(...undefined), TypeError);
shouldThrow(() => collect(...5), TypeError);
