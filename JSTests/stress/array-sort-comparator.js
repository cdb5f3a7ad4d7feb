function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Sorting with a comparator; the sort is stable.
var nums = [10, 9, 1, 100, 2];
nums.sort((a, b) => a - b);
shouldBe(nums.join(), "1,2,9,10,100");
nums.sort((a, b) => b - a);
shouldBe(nums.join(), "100,10,9,2,1");

// Stability: equal elements keep their relative order.
var people = [];
for (var i = 0; i < 100; i++) people.push({ age: i % 5, id: i });
people.sort((a, b) => a.age - b.age);
for (var j = 1; j < people.length; j++) {
    var prev = people[j - 1], cur = people[j];
    if (prev.age === cur.age && prev.id > cur.id) throw new Error("unstable at " + j);
    if (prev.age > cur.age) throw new Error("unsorted at " + j);
}

// Comparator results are converted to numbers.
var strs = [3, 1, 2];
strs.sort((a, b) => String(a - b));
shouldBe(strs.join(), "1,2,3");

// undefined values are not passed to the comparator.
var seenUndefined = false;
var withUndef = [3, undefined, 1];
withUndef.sort((a, b) => { if (a === undefined || b === undefined) seenUndefined = true; return a - b; });
shouldBe(seenUndefined, false);
shouldBe(withUndef[2], undefined);

// Sorting objects by a string key.
var items = [{ n: "pear" }, { n: "apple" }, { n: "fig" }];
items.sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
shouldBe(items.map(x => x.n).join(), "apple,fig,pear");

// An exception in the comparator propagates.
shouldThrow(() => [1, 2, 3].sort(() => { throw new RangeError(); }), RangeError);

// An inconsistent comparator still terminates with a permutation of the input.
var chaos = [];
for (var k = 0; k < 200; k++) chaos.push(k);
var flip = 0;
chaos.sort(() => (flip++ % 3) - 1);
shouldBe(chaos.length, 200);
shouldBe(chaos.reduce((a, b) => a + b, 0), 19900);
