function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// for-in and for-of with let/const give a fresh binding per iteration.
var fns = [];
for (let key in { a: 1, b: 2, c: 3 })
    fns.push(() => key);
shouldBe(fns.map(f => f()).join(), "a,b,c");

fns = [];
for (const v of [10, 20, 30])
    fns.push(() => v);
shouldBe(fns.map(f => f()).join(), "10,20,30");

fns = [];
for (let [a, b] of [[1, 2], [3, 4]])
    fns.push(() => a + b);
shouldBe(fns.map(f => f()).join(), "3,7");

// var in for-of shares a single binding.
fns = [];
for (var w of ["x", "y"])
    fns.push(() => w);
shouldBe(fns.map(f => f()).join(), "y,y");

// The head expression cannot see the loop binding (TDZ).
shouldThrow(() => { for (let z of [z]) {} }, ReferenceError);
shouldThrow(() => { for (let z in { z }) {} }, ReferenceError);
