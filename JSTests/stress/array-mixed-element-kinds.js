function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrays that mix integers, doubles, strings, objects and undefined keep each value exactly.
var arr = [1, 2, 3];
arr.push(4.5);
arr.push("str");
arr.push({ o: 1 });
arr.push(undefined, null, true, 1n, -0, NaN);
shouldBe(arr[0], 1);
shouldBe(arr[3], 4.5);
shouldBe(arr[4], "str");
shouldBe(arr[5].o, 1);
shouldBe(arr[6], undefined);
shouldBe(arr[7], null);
shouldBe(arr[8], true);
shouldBe(arr[9], 1n);
shouldBe(Object.is(arr[10], -0), true);
shouldBe(arr[11], NaN);

// Transitions back: overwrite the non-int elements with ints.
arr.length = 4;
arr[3] = 4;
shouldBe(arr.reduce((a, b) => a + b), 10);

// An int array where one element becomes a double.
var ints = [];
for (var i = 0; i < 100; i++) ints.push(i);
ints[50] = 0.5;
var sum = 0;
for (var j = 0; j < ints.length; j++) sum += ints[j];
shouldBe(sum, 4950 - 50 + 0.5);

// A double array where one element becomes an object.
var dbl = [0.5, 1.5, 2.5];
dbl[1] = { valueOf() { return 10; } };
shouldBe(dbl[0] + dbl[1] + dbl[2], 13);

// Special double values preserved in arrays.
var specials = [Infinity, -Infinity, 1e-300, 2 ** 53];
shouldBe(specials.join(), "Infinity,-Infinity,1e-300,9007199254740992");

// indexOf across kinds uses strict equality.
var kinds = [1, "1", 1.0, true];
shouldBe(kinds.indexOf("1"), 1);
shouldBe(kinds.lastIndexOf(1), 2);
shouldBe(kinds.indexOf(true), 3);
