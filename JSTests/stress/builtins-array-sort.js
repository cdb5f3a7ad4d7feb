function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.30 sort: stable, undefined last, holes at the end (deleted).
var items = [];
for (var i = 0; i < 40; i++) items.push({ key: i % 4, order: i });
items.sort((x, y) => x.key - y.key);
for (var j = 1; j < items.length; j++) {
    if (items[j - 1].key === items[j].key && items[j - 1].order > items[j].order)
        throw new Error("sort is not stable");
}
var mixed = [3, undefined, 1, , 2];
mixed.sort();
shouldBe(mixed.length, 5);
shouldBe(mixed.slice(0, 3).join(), "1,2,3");
shouldBe(mixed[3], undefined);
shouldBe(mixed.hasOwnProperty(3), true);
shouldBe(mixed.hasOwnProperty(4), false);
// Without a comparator, elements compare as strings by code units.
shouldBe([10, 9, 1, 100].sort().join(), "1,10,100,9");
shouldBe(["b", "a", "B", "\u00e9"].sort().join(), "B,a,b,\u00e9");
// The comparator never sees undefined; NaN results count as equal.
var sawUndefined = false;
[undefined, 2, 1].sort((x, y) => { if (x === undefined || y === undefined) sawUndefined = true; return x - y; });
shouldBe(sawUndefined, false);
shouldBe([3, 1, 2].sort(() => NaN).join(), "3,1,2");
// A bad comparator is a TypeError before the receiver is even converted.
shouldThrow(() => [1].sort(null), TypeError);
shouldThrow(() => Array.prototype.sort.call(undefined, {}), TypeError);
// A comparator that throws leaves the array as it was.
var kept = [3, 2, 1];
shouldThrow(() => kept.sort(() => { throw new RangeError("cmp"); }), RangeError);
shouldBe(kept.join(), "3,2,1");
// The result is the receiver; array-likes are sorted in place.
var like = { length: 3, 0: "c", 2: "a" };
shouldBe(Array.prototype.sort.call(like), like);
shouldBe(like[0], "a");
shouldBe(like[1], "c");
shouldBe(like.hasOwnProperty(2), false);
// A single element is never compared or converted.
var converted = false;
[{ toString() { converted = true; return ""; } }].sort();
shouldBe(converted, false);
// toSorted does not change the receiver and reads holes as undefined.
var source = [3, , 1];
var sorted = source.toSorted();
shouldBe(sorted.join(), "1,3,");
shouldBe(sorted.hasOwnProperty(2), true);
shouldBe(source[0], 3);
shouldThrow(() => source.toSorted("no"), TypeError);
