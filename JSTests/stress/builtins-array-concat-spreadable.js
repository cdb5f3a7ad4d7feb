function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.2 Array.prototype.concat and IsConcatSpreadable.
shouldBe([1].concat(2, [3, [4]]).length, 4);
shouldBe([].concat("ab").length, 1);
// Holes stay holes.
var holes = [1, , 3].concat([, 5]);
shouldBe(holes.length, 5);
shouldBe(holes.hasOwnProperty(1), false);
shouldBe(holes.hasOwnProperty(3), false);
// @@isConcatSpreadable makes array-likes spread and arrays not.
var like = { length: 2, 0: "a", 1: "b", [Symbol.isConcatSpreadable]: true };
shouldBe([0].concat(like).join(), "0,a,b");
var array = [7, 8];
array[Symbol.isConcatSpreadable] = false;
var nested = [0].concat(array);
shouldBe(nested.length, 2);
shouldBe(nested[1], array);
// Spreadability is ToBoolean of the property.
var truthy = { length: 1, 0: "t", [Symbol.isConcatSpreadable]: "yes" };
shouldBe([].concat(truthy)[0], "t");
// The receiver itself is spread (and is converted with ToObject first).
var fromString = Array.prototype.concat.call("xy", 1);
shouldBe(fromString.length, 2);
shouldBe(typeof fromString[0], "object");
shouldBe(String(fromString[0]), "xy");
// The length of the result is set at the end, so trailing holes count.
shouldBe([].concat([1, , ]).length, 2);
// A getter on @@isConcatSpreadable that throws stops concat.
var throwing = { get [Symbol.isConcatSpreadable]() { throw new RangeError("no"); } };
shouldThrow(() => [].concat(throwing), RangeError);
