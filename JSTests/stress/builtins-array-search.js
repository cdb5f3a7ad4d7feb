function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// includes uses SameValueZero and reads holes; indexOf and lastIndexOf use strict
// equality and skip holes.
shouldBe([NaN].includes(NaN), true);
shouldBe([NaN].indexOf(NaN), -1);
shouldBe([-0].includes(0), true);
shouldBe([0].indexOf(-0), 0);
shouldBe([, ].includes(undefined), true);
shouldBe([, ].indexOf(undefined), -1);
shouldBe(["1"].indexOf(1), -1);
// fromIndex.
shouldBe([1, 2, 1].indexOf(1, 1), 2);
shouldBe([1, 2, 1].indexOf(1, -1), 2);
shouldBe([1, 2, 1].indexOf(1, -10), 0);
shouldBe([1, 2, 1].indexOf(1, Infinity), -1);
shouldBe([1, 2, 3].includes(1, 1), false);
shouldBe([1, 2, 3].includes(3, -1), true);
shouldBe([1, 2, 1].lastIndexOf(1), 2);
shouldBe([1, 2, 1].lastIndexOf(1, 1), 0);
shouldBe([1, 2, 1].lastIndexOf(1, -2), 0);
shouldBe([1, 2, 1].lastIndexOf(1, -4), -1);
shouldBe([1, 2, 1].lastIndexOf(1, -Infinity), -1);
// lastIndexOf with an explicit undefined fromIndex searches from 0.
shouldBe([1, 2, 1].lastIndexOf(1, undefined), 0);
// An empty array never reads fromIndex.
var read = false;
[].indexOf(1, { valueOf() { read = true; return 0; } });
shouldBe(read, false);
// at.
shouldBe([1, 2, 3].at(0), 1);
shouldBe([1, 2, 3].at(-1), 3);
shouldBe([1, 2, 3].at(-4), undefined);
shouldBe([1, 2, 3].at(3), undefined);
shouldBe([1, 2, 3].at(1.7), 2);
shouldBe([1, 2, 3].at(), 1);
shouldBe(Array.prototype.at.call("abc", -1), "c");
// Getters see the reads in order.
var log = [];
var like = { length: 3, get 0() { log.push(0); return "a"; }, get 1() { log.push(1); return "b"; }, get 2() { log.push(2); return "c"; } };
shouldBe(Array.prototype.indexOf.call(like, "b"), 1);
shouldBe(log.join(), "0,1");
