function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Spread in array literals copies iterated values; holes become undefined.
var a = [1, 2];
var b = [0, ...a, 3];
shouldBe(b.join(), "0,1,2,3");
var copy = [...a];
shouldBe(copy === a, false);
shouldBe(copy.join(), a.join());

var withHoles = [...[1, , 3]];
shouldBe(withHoles.length, 3);
shouldBe(1 in withHoles, true);

// Literal holes (elisions) stay holes.
var elided = [1, , 3];
shouldBe(1 in elided, false);

// Strings spread by code point.
shouldBe([..."a\u{1F600}"].length, 2);

// Spreading an array while it is being pushed to does not loop forever: iteration reads length each step.
var grow = [1, 2, 3];
var result = [...grow, ...grow];
shouldBe(result.length, 6);

// Spreading the arguments object and an array-like (not iterable) object.
function args() { return [...arguments]; }
shouldBe(args(1, 2).join(), "1,2");
shouldThrow(() => [...{ length: 1, 0: "x" }], TypeError);

// Spreading a custom iterable.
var custom = { *[Symbol.iterator]() { yield "p"; yield "q"; } };
shouldBe([...custom, ...custom].join(""), "pqpq");
