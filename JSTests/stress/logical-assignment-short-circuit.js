function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// &&=, ||= and ??= only evaluate and assign the right side when needed.
var a = 1;
a &&= 2;
shouldBe(a, 2);
var z = 0;
z &&= 2;
shouldBe(z, 0);

var b = 0;
b ||= 5;
shouldBe(b, 5);
var t = "truthy";
t ||= "other";
shouldBe(t, "truthy");

var n = null;
n ??= "filled";
shouldBe(n, "filled");
var zero = 0;
zero ??= 10;
shouldBe(zero, 0);

// The right-hand side is not evaluated when short-circuiting.
var count = 0;
var x = 1;
x ||= count++;
var y = null;
y &&= count++;
var w = false;
w ??= count++;
shouldBe(count, 0);

// The expression evaluates to the resulting value.
var v = null;
shouldBe((v ??= 3), 3);
shouldBe((v ||= 4), 3);
shouldBe((v &&= 5), 5);

// Property and element targets.
var obj = { p: 0, arr: [null] };
obj.p ||= 9;
obj.arr[0] ??= "e";
obj.q ??= "new";
shouldBe(obj.p, 9);
shouldBe(obj.arr[0], "e");
shouldBe(obj.q, "new");

// The key expression is evaluated exactly once.
var keys = 0;
var o = {};
o[(keys++, "k")] ??= 1;
o[(keys++, "k")] ??= 2;
shouldBe(keys, 2);
shouldBe(o.k, 1);
