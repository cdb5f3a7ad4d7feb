function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toReversed, toSpliced and with make new plain arrays and read holes as undefined.
var source = [1, , 3];
var reversed = source.toReversed();
shouldBe(reversed.join(), "3,,1");
shouldBe(reversed.hasOwnProperty(1), true);
shouldBe(source[0], 1);
var spliced = [1, 2, 3, 4].toSpliced(1, 2, "a");
shouldBe(spliced.join(), "1,a,4");
shouldBe([1, 2, 3].toSpliced().join(), "1,2,3");
shouldBe([1, 2, 3].toSpliced(1).join(), "1");
shouldBe([1, 2, 3].toSpliced(-1, 0, "x").join(), "1,2,x,3");
shouldBe([, 2].toSpliced(1, 1).hasOwnProperty(0), true);
var replaced = [1, 2, 3].with(-1, "z");
shouldBe(replaced.join(), "1,2,z");
shouldBe([1, , 3].with(0, 0).hasOwnProperty(1), true);
shouldThrow(() => [1, 2].with(2, 0), RangeError);
shouldThrow(() => [1, 2].with(-3, 0), RangeError);
shouldBe([1, 2].with("1", 9)[1], 9);
// Generic on array-likes.
var like = { length: 2, 0: "a", 1: "b" };
shouldBe(Array.prototype.toReversed.call(like).join(), "b,a");
shouldBe(Array.prototype.with.call(like, 0, "z").join(), "z,b");
// Too long a result is a RangeError (ArrayCreate) or TypeError (past 2^53 - 1).
shouldThrow(() => Array.prototype.toReversed.call({ length: 2 ** 32 }), RangeError);
shouldThrow(() => Array.prototype.toSpliced.call({ length: 2 ** 53 - 1 }, 0, 0, 1), TypeError);
