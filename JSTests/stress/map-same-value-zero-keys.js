function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Keys compare with SameValueZero.
var m = new Map();

// -0 and +0 are one key, stored as +0.
m.set(-0, "zero");
shouldBe(m.get(0), "zero");
shouldBe(m.get(-0), "zero");
shouldBe(Object.is(m.keys().next().value, 0), true, "-0 is stored as +0");
m.set(0, "zero again");
shouldBe(m.size, 1);

// NaN equals NaN, whichever NaN.
m.set(NaN, "nan");
shouldBe(m.get(0 / 0), "nan");
shouldBe(m.get(Math.sqrt(-1)), "nan");
shouldBe(m.get(Number("x")), "nan");
shouldBe(m.size, 2);

// Integral doubles are the same keys as the integers.
m.set(3, "three");
shouldBe(m.get(6 / 2), "three");
shouldBe(m.get(3.0000000000000001), "three");
m.set(0.3, "point three");
shouldBe(m.get(0.1 * 3), undefined, "0.1 * 3 is not 0.3");
shouldBe(m.get(0.3), "point three");
m.set(2 ** 31, "2^31");
shouldBe(m.get(2147483648), "2^31");
m.set(-(2 ** 31), "-2^31");
shouldBe(m.get(-2147483648), "-2^31");
m.set(1e300, "big");
shouldBe(m.get(1e300), "big");
shouldBe(m.get(1e299 * 10), "big");

// Strings compare by content: ropes, slices, and 8-bit and 16-bit forms.
var built = "";
for (var i = 0; i < 40; i++) built += "ab";
m.set(built, "rope");
shouldBe(m.get("ab".repeat(40)), "rope");
shouldBe(m.get("xab".repeat(40).split("x").join("").slice(0, 80)), "rope");
var wide = "caf\u00e9\u0100".slice(0, 4);          // made from a 16-bit string
m.set(wide, "cafe");
shouldBe(m.get("caf\u00e9"), "cafe", "a 16-bit and an 8-bit string with the same units");
shouldBe(m.get(String.fromCharCode(99, 97, 102, 233)), "cafe");
m.set("\ud800", "lone surrogate");
shouldBe(m.get("\ud800x".slice(0, 1)), "lone surrogate");
shouldBe(m.get(""), undefined);
m.set("", "empty");
shouldBe(m.get("".slice(0)), "empty");
var concatenated = "prefix-" + "0123456789abcdef".repeat(4);
m.set(concatenated, "concat");
shouldBe(m.get("prefix-" + "0123456789abcdef0123456789abcdef" + "0123456789abcdef0123456789abcdef"), "concat");

// BigInts compare by value; a BigInt is not the number with the same value.
m.set(10n ** 30n, "big bigint");
shouldBe(m.get(10n ** 30n), "big bigint");
shouldBe(m.get(BigInt("1" + "0".repeat(30))), "big bigint");
m.set(-5n, "minus five");
shouldBe(m.get(-5n), "minus five");
shouldBe(m.get(5n), undefined);
m.set(1n, "one n");
m.set(1, "one");
shouldBe(m.get(1n), "one n");
shouldBe(m.get(1), "one");
shouldBe(m.get(0n), undefined);
m.set(0n, "zero n");
shouldBe(m.get(-0n), "zero n");

// Other primitives by identity of value; "1" is not 1.
m.set("1", "string one");
shouldBe(m.get(1), "one");
shouldBe(m.get("1"), "string one");
m.set(true, "true");
shouldBe(m.get(1 === 1), "true");
shouldBe(m.get("true"), undefined);
m.set(null, "null");
m.set(undefined, "undefined");
shouldBe(m.get(null), "null");
shouldBe(m.get(void 0), "undefined");
shouldBe(m.get(), "undefined", "a missing argument is undefined");

// Deleting by an equal key.
shouldBe(m.delete(-0), true);
shouldBe(m.has(0), false);
shouldBe(m.delete(NaN), true);
shouldBe(m.delete("ab".repeat(40)), true);
shouldBe(m.has(built), false);
shouldBe(m.delete(10n ** 30n), true);

// Sets agree.
var s = new Set([-0, 0, NaN, NaN, "x", "x".slice(0), 1n, 1n, 1, 1.0]);
shouldBe(s.size, 5);
shouldBe(Object.is([...s][0], 0), true);
