function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Array indices are string keys; canonical numeric strings address elements.
var arr = ["a", "b", "c"];
shouldBe(arr["0"], "a");
shouldBe(arr[0], arr["0"]);
shouldBe(arr["00"], undefined);
shouldBe(arr["+1"], undefined);
shouldBe(arr["1.0"], undefined);
shouldBe(arr[1.0], "b");
shouldBe(arr[" 1"], undefined);
shouldBe(arr[-0], "a");
arr["-0"] = "negative zero string";
shouldBe(arr[0], "a");
shouldBe(arr.length, 3);

// for-in gives string keys.
for (var k in arr) shouldBe(typeof k, "string");

// Object.keys of an array are strings.
shouldBe(typeof Object.keys(arr)[0], "string");

// Large number keys that are not indices.
arr[4294967295] = "not an index";
shouldBe(arr.length, 3);
arr[2 ** 53] = "huge";
shouldBe(arr["9007199254740992"], "huge");

// Objects as keys go through toString.
var keyObj = { toString() { return "1"; } };
shouldBe(arr[keyObj], "b");
