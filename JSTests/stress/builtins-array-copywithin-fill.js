function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.4 copyWithin and 23.1.3.7 fill: relative indices.
shouldBe([1, 2, 3, 4, 5].copyWithin(0, 3).join(), "4,5,3,4,5");
shouldBe([1, 2, 3, 4, 5].copyWithin(1, 0, 3).join(), "1,1,2,3,5");
shouldBe([1, 2, 3, 4, 5].copyWithin(-2, 0).join(), "1,2,3,1,2");
shouldBe([1, 2, 3, 4, 5].copyWithin(0, -2, -1).join(), "4,2,3,4,5");
shouldBe([1, 2, 3, 4, 5].copyWithin(0, 1, 0).join(), "1,2,3,4,5");
shouldBe([1, 2, 3].copyWithin(Infinity, 0).join(), "1,2,3");
// Holes are copied as holes (the target is deleted).
var holes = [1, , 3].copyWithin(0, 1);
shouldBe(holes.hasOwnProperty(0), false);
shouldBe(holes[1], 3);
// Generic on array-likes.
var like = { length: 3, 0: "a", 1: "b", 2: "c" };
Array.prototype.copyWithin.call(like, 1, 0);
shouldBe(like[1] + like[2], "ab");

shouldBe([1, 2, 3].fill(0).join(), "0,0,0");
shouldBe([1, 2, 3].fill(0, 1).join(), "1,0,0");
shouldBe([1, 2, 3].fill(0, -1).join(), "1,2,0");
shouldBe([1, 2, 3].fill(0, 0, -2).join(), "0,2,3");
shouldBe([1, 2, 3].fill(0, NaN, NaN).join(), "1,2,3");
shouldBe([1, 2, 3].fill(9, "1", "2").join(), "1,9,3");
shouldBe(Array(3).fill(1).join(), "1,1,1");
// The arguments are converted in order: start, then end.
var order = [];
[1].fill(0, { valueOf() { order.push("start"); return 0; } }, { valueOf() { order.push("end"); return 1; } });
shouldBe(order.join(), "start,end");
// A frozen array cannot be filled.
shouldThrow(() => Object.freeze([1]).fill(2), TypeError);
