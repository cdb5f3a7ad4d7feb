function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function shouldBeArray(actual, expected, message) {
    shouldBe(Array.isArray(actual), true, (message ? message + ": " : "") + "not an array");
    shouldBe(actual.length, expected.length, (message ? message + ": " : "") + "length");
    for (let i = 0; i < expected.length; i++)
        shouldBe(actual[i], expected[i], (message ? message + ": " : "") + "index " + i);
}

// Rest elements collect the remaining iterated values into a new array.
var [head, ...tail] = [1, 2, 3, 4];
shouldBe(head, 1);
shouldBeArray(tail, [2, 3, 4]);

var [...all] = "hey";
shouldBeArray(all, ["h", "e", "y"]);

var [x, y, ...none] = [1];
shouldBe(y, undefined);
shouldBeArray(none, []);

// Holes become undefined in rest arrays.
var [, ...withHoles] = [0, , 2];
shouldBe(withHoles.length, 2);
shouldBe(1 in withHoles, true);
shouldBe(withHoles[0], undefined);

// Rest element with a nested pattern.
var [p, ...[q, r]] = [1, 2, 3];
shouldBe(q + r, 5);

// Rest in assignment patterns to member expressions.
var obj = {};
[obj.first, ...obj.rest] = [1, 2, 3];
shouldBeArray(obj.rest, [2, 3]);

// Rest from a generator.
function* gen() { yield 1; yield 2; yield 3; }
var [g1, ...gRest] = gen();
shouldBeArray(gRest, [2, 3]);

// Rest must be last and has no default or trailing comma.
shouldThrow(() => eval("var [...a, b] = [];"), SyntaxError);
shouldThrow(() => eval("var [...a,] = [];"), SyntaxError);
shouldThrow(() => eval("var [...a = 1] = [];"), SyntaxError);
