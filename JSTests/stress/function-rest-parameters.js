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

// Rest parameters collect remaining arguments into a real array.
function f(a, ...rest) { return rest; }
var r = f(1, 2, 3);
shouldBe(Array.isArray(r), true);
shouldBeArray(r, [2, 3]);
shouldBeArray(f(1), []);
shouldBeArray(f(), []);

function g(...all) { return all.length + ":" + arguments.length; }
shouldBe(g(1, 2, 3), "3:3");

// Rest with destructuring.
function h(...[x, y]) { return x + y; }
shouldBe(h(3, 4, 5), 7);

// Rest array is fresh each call and modifiable.
function push(...xs) { xs.push("end"); return xs; }
shouldBeArray(push(1), [1, "end"]);

// The length of a function excludes the rest parameter.
shouldBe(f.length, 1);
shouldBe(g.length, 0);

// Rest parameter must be last: syntax error.
shouldThrow(() => eval("(function (...a, b) {})"), SyntaxError);
shouldThrow(() => eval("(function (...a = []) {})"), SyntaxError);
