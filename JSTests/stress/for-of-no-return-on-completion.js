function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// return() is not called when the iterator finishes normally.
var returnCalls = 0;
var iterable = {
    [Symbol.iterator]() {
        var i = 0;
        return {
            next() { return { value: i, done: i++ >= 3 }; },
            return() { returnCalls++; return {}; },
        };
    },
};
var sum = 0;
for (var v of iterable) sum += v;
shouldBe(sum, 3);
shouldBe(returnCalls, 0);

// continue does not call return either.
for (var w of iterable) continue;
shouldBe(returnCalls, 0);

// A for-of loop over an array does not affect its later use.
var arr = [1, 2, 3];
for (var x of arr) {}
shouldBe(arr.length, 3);
