function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Spreading null, undefined and primitives without own enumerable properties is a no-op.
var o = { ...null, ...undefined, ...1, ...true, ...Symbol("s") };
shouldBe(Object.keys(o).length, 0);
shouldBe(Object.getOwnPropertySymbols(o).length, 0);

// Conditional spread idiom.
function build(flag) { return { base: 1, ...(flag && { extra: 2 }) }; }
shouldBe(build(true).extra, 2);
shouldBe("extra" in build(false), false);
shouldBe(Object.keys(build(0)).join(), "base");
