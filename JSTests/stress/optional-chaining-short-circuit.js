function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// a?.b short-circuits the whole chain when a is null or undefined.
var nul = null, undef;
shouldBe(nul?.a, undefined);
shouldBe(undef?.a.b.c.d, undefined);
shouldBe(nul?.a.b(), undefined);
shouldBe(undef?.[0].x, undefined);

var obj = { a: { b: { c: 1 } }, zero: 0, empty: "", f: false };
shouldBe(obj?.a?.b?.c, 1);
shouldBe(obj.a?.b.c, 1);
shouldBe(obj.missing?.b.c, undefined);
shouldThrow(() => obj.missing.b?.c, TypeError);

// Only null and undefined short-circuit; other falsy values do not.
shouldBe(obj.zero?.toFixed(1), "0.0");
shouldBe(obj.empty?.length, 0);
shouldBe(obj.f?.valueOf(), false);

// Side effects after the short-circuit point are skipped.
var count = 0;
undef?.[count++]?.x[count++];
shouldBe(count, 0);
nul?.a(count++);
shouldBe(count, 0);

// Optional chain results are not valid assignment targets.
shouldThrow(() => eval("obj?.a = 1"), SyntaxError);
shouldThrow(() => eval("obj?.a++"), SyntaxError);
shouldThrow(() => eval("[obj?.a] = [1]"), SyntaxError);

// `?.` followed by a digit is a conditional operator with a decimal, not optional chaining.
var t = true;
shouldBe(t?.5:1, 0.5);
