function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// push, pop, shift and unshift return values and effects.
var arr = [];
shouldBe(arr.push(1, 2, 3), 3);
shouldBe(arr.pop(), 3);
shouldBe(arr.shift(), 1);
shouldBe(arr.unshift(0, 0.5), 3);
shouldBe(arr.join(), "0,0.5,2");
shouldBe([].pop(), undefined);
shouldBe([].shift(), undefined);
shouldBe([].push(), 0);

// shift with holes preserves holes shifted down.
var h = [1, , 3];
h.shift();
shouldBe(h.length, 2);
shouldBe(0 in h, false);
shouldBe(h[1], 3);

// Generic: they work on array-like objects.
var obj = { length: 2, 0: "a", 1: "b" };
Array.prototype.push.call(obj, "c");
shouldBe(obj.length, 3);
shouldBe(obj[2], "c");
shouldBe(Array.prototype.pop.call(obj), "c");
shouldBe(obj.length, 2);
shouldBe(Array.prototype.shift.call(obj), "a");
shouldBe(obj[0], "b");
Array.prototype.unshift.call(obj, "z");
shouldBe(obj[0] + obj[1], "zb");

// push on an object without length starts at 0.
var empty = {};
Array.prototype.push.call(empty, "x");
shouldBe(empty.length, 1);
shouldBe(empty[0], "x");

// concat, slice, reverse, fill, join, toString.
shouldBe([1, 2].concat([3], 4, [[5]]).length, 5);
shouldBe([1, 2].concat([3], 4, [[5]])[4][0], 5);
shouldBe([1, 2, 3, 4].slice(1, -1).join(), "2,3");
shouldBe([1, 2, 3].slice(-2).join(), "2,3");
shouldBe([1, 2, 3].reverse().join(), "3,2,1");
shouldBe(new Array(3).fill(7).join(), "7,7,7");
shouldBe([1, 2, 3, 4].fill(0, 1, 3).join(), "1,0,0,4");
shouldBe([1, [2, [3]]].toString(), "1,2,3");
shouldBe([null, undefined, 1].join(), ",,1");
shouldBe([1, 2].join(undefined), "1,2");
