function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Calling with very many arguments: works, or throws RangeError — never crashes.
function count() { return arguments.length; }
var big = [];
for (var i = 0; i < 60000; i++) big.push(i);
var r;
try {
    r = count.apply(null, big);
    shouldBe(r, 60000);
} catch (e) {
    if (!(e instanceof RangeError)) throw e;
}
try {
    r = count(...big);
    shouldBe(r, 60000);
} catch (e) {
    if (!(e instanceof RangeError)) throw e;
}
try {
    var max = Math.max.apply(null, big);
    shouldBe(max, 59999);
} catch (e) {
    if (!(e instanceof RangeError)) throw e;
}

// Array construction with a huge length is cheap (sparse) or throws RangeError.
var huge = new Array(4294967295);
shouldBe(huge.length, 4294967295);
shouldThrow(() => new Array(4294967296), RangeError);

// Repeating a string to an absurd length throws RangeError rather than crashing.
shouldThrow(() => "abc".repeat(2 ** 40), RangeError);
