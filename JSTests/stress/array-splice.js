function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// splice removes and inserts elements, returning the removed ones.
var arr = [1, 2, 3, 4, 5];
var removed = arr.splice(1, 2);
shouldBe(removed.join(), "2,3");
shouldBe(arr.join(), "1,4,5");

removed = arr.splice(1, 0, "a", "b");
shouldBe(removed.length, 0);
shouldBe(arr.join(), "1,a,b,4,5");

removed = arr.splice(-2, 1, "x");
shouldBe(removed.join(), "4");
shouldBe(arr.join(), "1,a,b,x,5");

removed = arr.splice(2);
shouldBe(removed.join(), "b,x,5");
shouldBe(arr.join(), "1,a");

// Out-of-range arguments are clamped.
var c = [1, 2, 3];
shouldBe(c.splice(10, 1).length, 0);
shouldBe(c.splice(-10, 1).join(), "1");
shouldBe(c.splice(0, -5).length, 0);
shouldBe(c.join(), "2,3");

// No arguments removes nothing.
shouldBe([1, 2].splice().length, 0);

// Using splice to insert in the middle of a large array.
var big = [];
for (var i = 0; i < 1000; i++) big.push(i);
big.splice(500, 0, "mid");
shouldBe(big[500], "mid");
shouldBe(big[501], 500);
shouldBe(big.length, 1001);

// splice on an array-like.
var like = { length: 3, 0: "a", 1: "b", 2: "c" };
var r = Array.prototype.splice.call(like, 1, 1);
shouldBe(r.join(), "b");
shouldBe(like.length, 2);
shouldBe(like[1], "c");
shouldBe(2 in like, false);
