function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// f?.() calls f only if it is not null or undefined.
var undef, nul = null;
shouldBe(undef?.(), undefined);
shouldBe(nul?.(1, 2), undefined);
function f(x) { return x * 2; }
shouldBe(f?.(4), 8);

// Non-callable, non-nullish values still throw.
var num = 5;
shouldThrow(() => num?.(), TypeError);
var obj = { notFn: "str" };
shouldThrow(() => obj.notFn?.(), TypeError);

// Missing methods.
shouldBe(obj.missing?.(), undefined);
shouldBe(obj.missing?.().then.more, undefined);

// Optional call result can itself be chained.
var factory = () => ({ make: () => "made" });
shouldBe(factory?.()?.make?.(), "made");

// eval?.() is not a direct eval: it runs in the global scope.
function scope() {
    var localOnly = "local";
    return eval?.("typeof localOnly");
}
shouldBe(scope(), "undefined");
