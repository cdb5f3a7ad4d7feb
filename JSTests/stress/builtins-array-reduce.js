function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.24 reduce and 23.1.3.25 reduceRight.
shouldBe([1, 2, 3].reduce((a, b) => a + b), 6);
shouldBe([1, 2, 3].reduce((a, b) => a + b, 10), 16);
shouldBe(["a", "b", "c"].reduceRight((a, b) => a + b), "cba");
shouldBe(["a", "b", "c"].reduceRight((a, b) => a + b, ">"), ">cba");
// No initial value and nothing to read: TypeError.
shouldThrow(() => [].reduce((a, b) => a), TypeError);
shouldThrow(() => [, , ].reduceRight((a, b) => a), TypeError);
// An explicit undefined initial value counts as present.
shouldBe([].reduce((a, b) => a, undefined), undefined);
// The first present element is the initial accumulator; holes are skipped.
var calls = [];
var result = [, 1, , 2].reduce((acc, v, i) => { calls.push(i); return acc + v; });
shouldBe(result, 3);
shouldBe(calls.join(), "3");
calls = [];
[1, , 2, ,].reduceRight((acc, v, i) => { calls.push(i); return acc; });
shouldBe(calls.join(), "0");
// The callback gets (accumulator, value, index, object) and undefined as this.
"use strict";
var args;
[5, 6].reduce(function (acc, v, i, o) { args = [acc, v, i, o.length]; return acc; });
shouldBe(args.join(), "5,6,1,2");
// A single element with no initial value returns it without calling.
var called = false;
shouldBe([7].reduce(() => { called = true; }), 7);
shouldBe(called, false);
// Generic.
shouldBe(Array.prototype.reduce.call({ length: 2, 0: 1, 1: 2 }, (a, b) => a * 10 + b), 12);
