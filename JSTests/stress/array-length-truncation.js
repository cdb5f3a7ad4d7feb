function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Setting length smaller deletes the elements beyond it.
var arr = [1, 2, 3, 4, 5];
arr.length = 2;
shouldBe(arr.join(), "1,2");
shouldBe(2 in arr, false);
arr.length = 5;
shouldBe(arr[4], undefined);
shouldBe(4 in arr, false);

// length = 0 empties the array.
var full = [1, 2, 3];
full.length = 0;
shouldBe(full.length, 0);
shouldBe(full[0], undefined);

// A non-configurable element stops truncation at that index.
var locked = [1, 2, 3, 4];
Object.defineProperty(locked, 1, { value: "locked", configurable: false });
locked.length = 0;
shouldBe(locked.length, 2);
shouldBe(locked[1], "locked");
shouldThrow(() => { "use strict"; locked.length = 0; }, TypeError);

// Length is converted with ToNumber and must be a valid array length.
var conv = [1, 2, 3];
conv.length = "1";
shouldBe(conv.length, 1);
conv.length = { valueOf() { return 2; } };
shouldBe(conv.length, 2);
shouldThrow(() => { conv.length = -1; }, RangeError);
shouldThrow(() => { conv.length = 1.5; }, RangeError);
shouldThrow(() => { conv.length = 4294967296; }, RangeError);
shouldThrow(() => { conv.length = "abc"; }, RangeError);
shouldThrow(() => new Array(-1), RangeError);
shouldThrow(() => Array(1.5), RangeError);
conv.length = 4294967295;
shouldBe(conv.length, 4294967295);
conv.length = 0;

// Truncating a sparse array with large indices.
var sparse = [];
sparse[1000000] = 1;
sparse[5] = 2;
sparse.length = 10;
shouldBe(Object.keys(sparse).join(), "5");

// length is non-enumerable and non-configurable.
var d = Object.getOwnPropertyDescriptor([], "length");
shouldBe(d.enumerable, false);
shouldBe(d.configurable, false);
shouldBe(d.writable, true);
