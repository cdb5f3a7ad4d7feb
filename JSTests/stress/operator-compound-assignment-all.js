function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Every compound assignment operator.
var x = 10;
x += 5; shouldBe(x, 15);
x -= 3; shouldBe(x, 12);
x *= 2; shouldBe(x, 24);
x /= 4; shouldBe(x, 6);
x %= 4; shouldBe(x, 2);
x **= 3; shouldBe(x, 8);
x <<= 2; shouldBe(x, 32);
x >>= 1; shouldBe(x, 16);
x = -16;
x >>>= 28; shouldBe(x, 15);
x &= 6; shouldBe(x, 6);
x |= 9; shouldBe(x, 15);
x ^= 5; shouldBe(x, 10);

// On properties and elements, with coercion.
var o = { s: "a", n: "3" };
o.s += 1;
o.n *= 2;
shouldBe(o.s, "a1");
shouldBe(o.n, 6);
var arr = [1];
arr[0] -= "1";
shouldBe(arr[0], 0);

// The value of the expression is the new value.
var y = 1;
shouldBe((y += 2), 3);

// BigInt compound assignment.
var big = 5n;
big *= 3n;
big -= 1n;
shouldBe(big, 14n);
shouldThrow(() => { big += 1; }, TypeError);
