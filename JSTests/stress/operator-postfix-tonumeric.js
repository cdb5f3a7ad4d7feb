function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Postfix increment returns the old value converted by ToNumeric, not the original value.
var s = "5";
var old = s++;
shouldBe(old, 5);
shouldBe(typeof old, "number");
shouldBe(s, 6);

var n = null;
shouldBe(n++, 0);
shouldBe(n, 1);

var u;
shouldBe(u++, NaN);

var b = true;
shouldBe(b--, 1);
shouldBe(b, 0);

var o = { valueOf() { return 10; } };
var before = o++;
shouldBe(before, 10);
shouldBe(o, 11);

var arr = [3];
shouldBe(arr++, 3);
shouldBe(arr, 4);

// BigInts stay BigInts.
var big = 1n;
shouldBe(big++, 1n);
shouldBe(big, 2n);
shouldBe(--big, 1n);

// Symbols cannot be incremented.
var sym = Symbol();
shouldThrow(() => sym++, TypeError);

// Prefix on strings.
var t = "0x10";
shouldBe(++t, 17);
