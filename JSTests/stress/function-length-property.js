function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// length counts parameters before the first default or rest parameter.
shouldBe((function () {}).length, 0);
shouldBe((function (a, b, c) {}).length, 3);
shouldBe((function (a, b = 1, c) {}).length, 1);
shouldBe((function (a, ...r) {}).length, 1);
shouldBe((function ({ a, b }, [c]) {}).length, 2);
shouldBe(((a, b) => {}).length, 2);
shouldBe(({ m(x) {} }).m.length, 1);
shouldBe((class { constructor(a, b) {} }).length, 2);
shouldBe((class {}).length, 0);
shouldBe((function* (a) {}).length, 1);
shouldBe((async function (a, b) {}).length, 2);
shouldBe(Object.getOwnPropertyDescriptor({ set s(v) {} }, "s").set.length, 1);

// length is non-writable, non-enumerable, configurable.
function f(a, b) {}
var d = Object.getOwnPropertyDescriptor(f, "length");
shouldBe(d.writable, false);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, true);
f.length = 10;
shouldBe(f.length, 2);
delete f.length;
shouldBe(f.hasOwnProperty("length"), false);

// Bound functions: target length minus bound arguments, not below zero.
function three(a, b, c) {}
shouldBe(three.bind(null).length, 3);
shouldBe(three.bind(null, 1).length, 2);
shouldBe(three.bind(null, 1, 2, 3, 4).length, 0);
