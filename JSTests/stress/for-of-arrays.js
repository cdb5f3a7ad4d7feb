function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// for-of over arrays yields values in index order, holes as undefined.
var out = [];
for (var v of [1, , 3]) out.push(v);
shouldBe(out.length, 3);
shouldBe(out[1], undefined);

// Elements appended during iteration are visited.
var arr = [1, 2];
var seen = [];
for (var x of arr) {
    seen.push(x);
    if (x < 4) arr.push(x + 2);
}
shouldBe(seen.join(), "1,2,3,4,5");

// Shrinking during iteration stops early.
var shrink = [1, 2, 3, 4];
var s2 = [];
for (var y of shrink) {
    s2.push(y);
    shrink.length = 2;
}
shouldBe(s2.join(), "1,2");

// entries(), keys() and values().
var pairs = [];
for (var [i, val] of ["a", "b"].entries()) pairs.push(i + val);
shouldBe(pairs.join(), "0a,1b");
var ks = [];
for (var key of ["a", "b", "c"].keys()) ks.push(key);
shouldBe(ks.join(), "0,1,2");

// Array-likes are not iterable.
shouldThrow(() => { for (var z of { length: 1, 0: 1 }) {} }, TypeError);

// A modified Array.prototype[Symbol.iterator] is honoured.
var original = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function* () { yield "patched"; };
var patched = [];
for (var p of [1, 2]) patched.push(p);
Array.prototype[Symbol.iterator] = original;
shouldBe(patched.join(), "patched");
