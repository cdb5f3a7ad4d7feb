function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// map, filter, reduce, forEach, some, every, find, findIndex with their arguments.
var arr = [1, 2, 3, 4];
shouldBe(arr.map((v, i, a) => v * i + a.length).join(), "4,6,10,16");
shouldBe(arr.filter(v => v % 2 === 0).join(), "2,4");
shouldBe(arr.reduce((acc, v) => acc + v), 10);
shouldBe(arr.reduce((acc, v) => acc + v, 100), 110);
shouldBe(arr.some(v => v > 3), true);
shouldBe(arr.every(v => v > 0), true);
shouldBe(arr.find(v => v > 2), 3);
shouldBe(arr.findIndex(v => v > 2), 2);
shouldBe(arr.find(v => v > 10), undefined);
shouldBe(arr.findIndex(v => v > 10), -1);

// thisArg is passed through.
var ctx = { mult: 10 };
shouldBe(arr.map(function (v) { return v * this.mult; }, ctx).join(), "10,20,30,40");

// reduce on an empty array without initial value throws TypeError.
shouldThrow(() => [].reduce((a, b) => a + b), TypeError);
shouldBe([].reduce((a, b) => a + b, "init"), "init");
shouldBe([5].reduce(() => { throw new Error("not called"); }), 5);

// Non-callable callbacks throw TypeError.
shouldThrow(() => arr.map(), TypeError);
shouldThrow(() => arr.forEach(5), TypeError);

// Elements appended during iteration are not visited; changed ones are seen.
var grow = [1, 2, 3];
var seen = [];
grow.forEach((v, i) => {
    if (i === 0) { grow.push(99); grow[2] = 30; }
    seen.push(v);
});
shouldBe(seen.join(), "1,2,30");

// some/every short-circuit.
var calls = 0;
[1, 2, 3, 4].some(v => { calls++; return v === 2; });
shouldBe(calls, 2);

// Generic use on array-likes and strings.
shouldBe(Array.prototype.map.call("abc", c => c.toUpperCase()).join(""), "ABC");
shouldBe(Array.prototype.filter.call({ length: 3, 0: 1, 1: 2, 2: 3 }, v => v > 1).join(), "2,3");

// includes/indexOf/lastIndexOf with fromIndex.
shouldBe([1, 2, 3, 2].indexOf(2, 2), 3);
shouldBe([1, 2, 3, 2].lastIndexOf(2, 2), 1);
shouldBe([1, 2, 3].includes(1, 1), false);
shouldBe([1, 2, 3].includes(3, -1), true);
shouldBe([NaN].includes(NaN), true);
