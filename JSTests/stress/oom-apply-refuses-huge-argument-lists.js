function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrowRangeError(f, message) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        return;
    }
    throw new Error(message + ": no RangeError");
}

// More arguments than a call can ever take are refused before the array-like is read:
// a getter on it is never called.
var reads = 0;
var huge = { length: 4e9 };
Object.defineProperty(huge, 0, { get() { reads++; return 1; } });
shouldThrowRangeError(() => Math.max.apply(null, huge), "apply");
shouldThrowRangeError(() => Reflect.apply(Math.max, null, huge), "Reflect.apply");
shouldThrowRangeError(() => Reflect.construct(Array, huge), "Reflect.construct");
shouldBe(reads, 0);

// Lists that fit still work, after the refusals.
shouldBe(Math.max.apply(null, { length: 3, 0: 4, 1: 9, 2: 2 }), 9);
shouldBe(Reflect.apply(Math.min, null, [5, 3, 8]), 3);
var bound = Math.max.bind(null, 1, 2);
shouldBe(bound(7, 3), 7);
shouldBe(Reflect.construct(Array, [1, 2, 3]).length, 3);
