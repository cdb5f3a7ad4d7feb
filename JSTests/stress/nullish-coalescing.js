function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// ?? returns the right-hand side only for null or undefined.
shouldBe(null ?? "default", "default");
shouldBe(undefined ?? "default", "default");
shouldBe(0 ?? "default", 0);
shouldBe("" ?? "default", "");
shouldBe(false ?? "default", false);
shouldBe(NaN ?? "default", NaN);
shouldBe(0n ?? 1n, 0n);

// The right-hand side is not evaluated when not needed.
var evaluated = false;
var r = 1 ?? (evaluated = true);
shouldBe(evaluated, false);

// Chaining and precedence with the conditional operator.
var a = null, b = undefined, c = "c";
shouldBe(a ?? b ?? c, "c");
shouldBe(a ?? (b || "or"), "or");
shouldBe((a ?? 0) ? "yes" : "no", "no");

// Works with optional chaining.
var cfg = { opts: { timeout: 0 } };
shouldBe(cfg.opts?.timeout ?? 100, 0);
shouldBe(cfg.missing?.timeout ?? 100, 100);

// Objects are never nullish.
var objValue = {};
shouldBe(objValue ?? 1, objValue);
