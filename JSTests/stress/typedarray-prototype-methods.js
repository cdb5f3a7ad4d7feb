function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

var a = new Int16Array([5, -3, 8, 0, -3]);
shouldBe(a.at(-1), -3);
shouldBe(a.at(10), undefined);
shouldBe(a.includes(8), true);
shouldBe(a.indexOf(-3), 1);
shouldBe(a.lastIndexOf(-3), 4);
shouldBe(a.lastIndexOf(-3, -2), 1);
shouldBe(a.indexOf(-3, -1), 4);
shouldBe(a.find((x) => x > 5), 8);
shouldBe(a.findIndex((x) => x < 0), 1);
shouldBe(a.findLast((x) => x < 0), -3);
shouldBe(a.findLastIndex((x) => x > 100), -1);
shouldBe(a.every((x) => x > -5), true);
shouldBe(a.some((x) => x === 0), true);
shouldBe(a.join(), "5,-3,8,0,-3");
shouldBe(a.join(""), "5-380-3");
shouldBe(a.toString(), "5,-3,8,0,-3");
shouldBe(Int16Array.prototype.toString, Array.prototype.toString);
shouldBe(a.reduce((s, x) => s + x), 7);
shouldBe(a.reduceRight((s, x) => s + "" + x, ""), "-308-35");
shouldThrow(() => new Int8Array(0).reduce((s, x) => s), TypeError);
shouldBe(a.map((x) => x * 2).join(), "10,-6,16,0,-6");
shouldBe(a.filter((x) => x !== -3).join(), "5,8,0");
var each = [];
a.forEach((x, i, array) => { each.push(i + ":" + x); shouldBe(array, a); });
shouldBe(each.join(), "0:5,1:-3,2:8,3:0,4:-3");

// Sorting: numerically, NaN last, -0 before +0; with a comparator; copies.
shouldBe(new Float64Array([3, NaN, -1, 0, -0, -Infinity]).sort().join(), "-Infinity,-1,0,0,3,NaN");
var zeros = new Float64Array([0, -0]).sort();
shouldBe(1 / zeros[0], -Infinity);
shouldBe(new Uint32Array([10, 9, 4294967295, 1]).sort().join(), "1,9,10,4294967295");
shouldBe(new BigInt64Array([3n, -5n, 0n]).sort().join(), "-5,0,3");
shouldBe(new Int8Array([1, 2, 3]).sort((x, y) => y - x).join(), "3,2,1");
var original = new Int8Array([3, 1, 2]);
shouldBe(original.toSorted().join(), "1,2,3");
shouldBe(original.join(), "3,1,2");
shouldThrow(() => original.sort("not a function"), TypeError);
shouldThrow(() => original.toSorted({}), TypeError);

// Reversing, with and copies.
shouldBe(new Uint8Array([1, 2, 3, 4]).reverse().join(), "4,3,2,1");
shouldBe(new Uint8Array([1, 2, 3]).toReversed().join(), "3,2,1");
shouldBe(original.with(-1, 9).join(), "3,1,9");
shouldThrow(() => original.with(3, 1), RangeError);
shouldThrow(() => original.with(-4, 1), RangeError);
shouldThrow(() => new BigInt64Array(1).with(0, 1), TypeError);

// fill, copyWithin, slice, subarray.
shouldBe(new Int8Array(5).fill(7, 1, -1).join(), "0,7,7,7,0");
shouldBe(new Int8Array([1, 2, 3, 4, 5]).copyWithin(0, 3).join(), "4,5,3,4,5");
shouldBe(new Int8Array([1, 2, 3, 4, 5]).copyWithin(1, 0, 3).join(), "1,1,2,3,5");
shouldBe(new Int8Array([1, 2, 3, 4, 5]).copyWithin(-2, -4, -3).join(), "1,2,3,2,5");
var source = new Float32Array([1, 2, 3, 4]);
var sliced = source.slice(1, 3);
sliced[0] = 9;
shouldBe(source[1], 2);
shouldBe(sliced.join(), "9,3");
shouldBe(source.slice(-1).join(), "4");
var sub = source.subarray(1, 3);
sub[0] = 9;
shouldBe(source[1], 9);
shouldBe(sub.length, 2);
shouldBe(source.subarray(3, 1).length, 0);
shouldBe(source.subarray(-2).join(), "3,4");

// Iteration: keys, values, entries, the iterator, spread.
shouldBe([...source.keys()].join(), "0,1,2,3");
shouldBe([...source.entries()].join("|"), "0,1|1,9|2,3|3,4");
shouldBe([...source].join(), "1,9,3,4");
shouldBe(Int8Array.prototype[Symbol.iterator], Int8Array.prototype.values);
var [x, y] = new Uint8Array([7, 8]);
shouldBe(x + y, 15);

// toLocaleString calls each element's toLocaleString.
var calls = 0;
var saved = Number.prototype.toLocaleString;
Number.prototype.toLocaleString = function () { calls++; return "n" + this; };
shouldBe(new Uint8Array([1, 2]).toLocaleString(), "n1,n2");
Number.prototype.toLocaleString = saved;
shouldBe(calls, 2);

// Accessors and tags.
var typed = new Uint16Array(new ArrayBuffer(16), 4, 3);
shouldBe(typed.byteOffset, 4);
shouldBe(typed.byteLength, 6);
shouldBe(typed.length, 3);
shouldBe(typed[Symbol.toStringTag], "Uint16Array");
var tag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), Symbol.toStringTag).get;
shouldBe(tag.call({}), undefined);
shouldBe(tag.call(3), undefined);
var lengthGetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), "length").get;
shouldThrow(() => lengthGetter.call([]), TypeError);
shouldThrow(() => Int8Array.prototype.join.call([1, 2]), TypeError);
shouldThrow(() => Int8Array.prototype.map.call({ length: 1, 0: 1 }, (x) => x), TypeError);
shouldThrow(() => a.map(), TypeError);
shouldThrow(() => a.forEach(null), TypeError);

// Array.prototype methods are generic enough to work on typed arrays.
shouldBe(Array.prototype.join.call(new Uint8Array([1, 2])), "1,2");
shouldBe(Array.prototype.map.call(new Uint8Array([1, 2]), (x) => x + 1).join(), "2,3");
shouldBe(Array.prototype.slice.call(new Uint8Array([1, 2, 3]), 1).join(), "2,3");
shouldBe(Array.prototype.indexOf.call(new Float64Array([0.5, NaN]), 0.5), 0);
shouldBe(Array.prototype.includes.call(new Float64Array([0.5, NaN]), NaN), true);
shouldBe(Array.from(new Int8Array([-1, 1])).join(), "-1,1");
shouldBe([].concat(new Uint8Array([1, 2])).length, 1);
shouldBe(Array.prototype.reverse.call(new Uint8Array([1, 2, 3])).join(), "3,2,1");
