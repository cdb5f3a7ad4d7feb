function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Falsy values: false, 0, -0, 0n, NaN, "", null, undefined. Everything else is truthy.
var falsy = [false, 0, -0, 0n, NaN, "", null, undefined];
for (var i = 0; i < falsy.length; i++) {
    shouldBe(!falsy[i], true, "falsy index " + i);
    shouldBe(Boolean(falsy[i]), false);
}
var truthy = [true, 1, -1, 1n, "0", "false", " ", [], {}, function () {}, Symbol(), Infinity, Object(false)];
for (var j = 0; j < truthy.length; j++) {
    shouldBe(!truthy[j], false, "truthy index " + j);
    shouldBe(!!truthy[j], true);
}

// && and || return operands, not booleans.
shouldBe(0 || "x", "x");
shouldBe(1 && "y", "y");
shouldBe("" && "never", "");
shouldBe(null || undefined, undefined);
var o = {};
shouldBe(o || 1, o);

// Short-circuit evaluation.
var called = false;
false && (called = true);
true || (called = true);
shouldBe(called, false);
