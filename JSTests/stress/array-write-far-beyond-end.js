function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Writing far beyond the end creates a sparse array.
var arr = [1, 2, 3];
arr[1000000] = "far";
shouldBe(arr.length, 1000001);
shouldBe(arr[1000000], "far");
shouldBe(arr[500000], undefined);
shouldBe(500000 in arr, false);
shouldBe(Object.keys(arr).length, 4);

// Iteration methods that skip holes stay fast and only visit real elements.
var count = 0;
arr.forEach(() => count++);
shouldBe(count, 4);

// Maximum index.
var max = [];
max[4294967294] = "max";
shouldBe(max.length, 4294967295);
shouldBe(Object.keys(max).join(), "4294967294");

// Pushing onto a maximal array stores the element under the non-index key "4294967295",
// then setting length to 2^32 throws RangeError.
shouldThrow(() => max.push(1), RangeError);
shouldBe(max.length, 4294967295);
shouldBe(max["4294967295"], 1);

// Writing beyond the end and then truncating.
var t = [];
t[50000] = 1;
t.length = 1;
shouldBe(t.length, 1);
shouldBe(Object.keys(t).length, 0);

// Filling a sparse array backwards.
var back = [];
for (var i = 999; i >= 0; i--) back[i] = i;
shouldBe(back.length, 1000);
shouldBe(back.reduce((a, b) => a + b, 0), 499500);
