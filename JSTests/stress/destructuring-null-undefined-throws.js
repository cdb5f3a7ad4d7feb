function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Destructuring null or undefined throws a TypeError, even with an empty pattern.
shouldThrow(() => { var {} = null; }, TypeError);
shouldThrow(() => { var {} = undefined; }, TypeError);
shouldThrow(() => { var { a } = null; }, TypeError);
shouldThrow(() => { let [a] = undefined; }, TypeError);
shouldThrow(() => { let [a] = null; }, TypeError);
shouldThrow(() => { ({} = null); }, TypeError);
shouldThrow(() => { function f({}) {} f(); }, TypeError);
shouldThrow(() => { function f([]) {} f(null); }, TypeError);

// Non-iterables in array patterns throw TypeError.
shouldThrow(() => { var [a] = {}; }, TypeError);
shouldThrow(() => { var [a] = 1; }, TypeError);

// Primitives other than null/undefined are fine in object patterns.
var { toFixed } = 1;
shouldBe(typeof toFixed, "function");
var {} = 0;
var {} = "";
var {} = false;

// The source expression is evaluated even if the pattern is empty.
var evaluated = false;
var {} = (evaluated = true, {});
shouldBe(evaluated, true);
