// A function whose only uses of `arguments` are reads of `arguments.length` and
// `arguments[key]` makes no arguments object: it reads its frame. Each case here must
// answer as the object would, in a sloppy function (whose elements are the parameters'
// current values) and a strict one (the values it was called with); any other use of
// `arguments` (as a value, a callee's base, a delete, a write, from a closure, through
// eval or with) still makes the object. Loops long enough for the JIT, with calls it
// inlines.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const N = 300;

function count() { return arguments.length; }
function element(i) { return arguments[i]; }
function sum() {
    let total = 0;
    for (let i = 0; i < arguments.length; i++) total += arguments[i];
    return total;
}
function sloppyWrite(a, b) { a = 10; b = 20; return arguments[0] + "," + arguments[1]; }
function strictWrite(a, b) { "use strict"; a = 10; b = 20; return arguments[0] + arguments[1] + a + b; }
function strictCaptured(a) {
    "use strict";
    const set = (value) => { a = value; };
    set(99);
    return arguments[0] + ":" + a;
}
function sloppyCaptured(a) {
    const set = (value) => { a = value; };
    set(99);
    return arguments[0];
}
function duplicate(a, a) { a = 7; return arguments[0] + "," + arguments[1]; }
function functionNamedLikeParameter(a) { function a() {} return typeof arguments[0]; }
function strictFunctionNamedLikeParameter(a) { "use strict"; function a() {} return typeof arguments[0]; }
function sloppyVarOfParameter(a) { var a = "var"; return arguments[0]; }
function calleeByKey() { return arguments["callee"]; }
function strictCalleeByKey() { "use strict"; return arguments["callee"]; }
function lengthByKey() { return arguments["length"]; }
function iteratorByKey() { return arguments[Symbol.iterator] === Array.prototype.values; }
function negativeIndex() { return arguments[-1]; }
function doubleIndex() { return arguments[1.0] + arguments[0.5]; }
function stringIndex() { return arguments["1"]; }
function pastTheEnd() { return arguments[3]; }
function keyConversion(key) { return arguments[key]; }

for (let round = 0; round < N; round++) {
    shouldBe(count(), 0);
    shouldBe(count(1, 2, 3), 3);
    shouldBe(element(0, "x"), 0);
    shouldBe(element(1, "x"), "x");
    shouldBe(element(2, "x"), undefined, "past the arguments");
    shouldBe(sum(1, 2, 3, round), 6 + round);
    shouldBe(sum(), 0);
    shouldBe(sloppyWrite(1, 2), "10,20", "sloppy elements are the parameters");
    shouldBe(sloppyWrite(1), "10,undefined", "only passed parameters are mapped");
    shouldBe(strictWrite(1, 2), 33, "strict elements are the values called with");
    shouldBe(strictCaptured(5), "5:99");
    shouldBe(sloppyCaptured(5), 99);
    shouldBe(duplicate(1, 2), "1,7", "a repeated name maps its last parameter");
    shouldBe(functionNamedLikeParameter(1), "function");
    shouldBe(strictFunctionNamedLikeParameter(1), "number");
    shouldBe(sloppyVarOfParameter("argument"), "var");
    shouldBe(calleeByKey(), calleeByKey);
    let threw = false;
    try { strictCalleeByKey(); } catch (e) { threw = e instanceof TypeError; }
    shouldBe(threw, true, "a strict callee throws");
    shouldBe(lengthByKey(1, 2), 2);
    shouldBe(iteratorByKey(), true);
    shouldBe(negativeIndex(1), undefined);
    shouldBe(Number.isNaN(doubleIndex(1, 2)), true);
    shouldBe(stringIndex(1, 2), 2);
    shouldBe(pastTheEnd(1, 2, 3), undefined);
    shouldBe(keyConversion({ toString() { return "1"; } }, "one"), "one", "a key converted to an index");
    shouldBe(keyConversion(0), 0);
}

// Elements past the arguments, and other keys, come from Object.prototype.
Object.prototype[3] = "from the prototype";
Object.prototype.extra = "extra";
function prototypeKeys() { return arguments[3] + "/" + arguments["extra"]; }
for (let round = 0; round < N; round++)
    shouldBe(prototypeKeys(1), "from the prototype/extra");
delete Object.prototype[3];
delete Object.prototype.extra;
let getterCalls = 0;
Object.defineProperty(Object.prototype, 4, { get() { getterCalls++; return "getter"; }, configurable: true });
for (let round = 0; round < N; round++)
    shouldBe(pastTheEnd(1) + element(4), "undefinedgetter");
shouldBe(getterCalls, N);
delete Object.prototype[4];

// Any other use makes the object, with its identity and its links to the parameters.
function identity() { return arguments === arguments; }
function passed() { return Array.prototype.slice.call(arguments).join(); }
function asCalleeBase() { return arguments[0](); }
function asParenthesizedCalleeBase() { return (arguments[0])(); }
function asTagBase() { return arguments[0]``; }
function asOptionalCalleeBase() { return arguments[0]?.(); }
function deleted(a) { delete arguments[0]; return arguments[0] + ":" + a; }
function written(a) { arguments[0] = "written"; return a; }
function strictWritten(a) { "use strict"; arguments[0] = "written"; return a + ":" + arguments[0]; }
function lengthWritten() { arguments.length = 10; return arguments.length; }
function incremented(a) { arguments[0]++; return a; }
function fromArrow(a) { return (() => arguments[0])(); }
function throughEval(a) { return eval("arguments[0]"); }
function throughWith(a) { with ({}) { return arguments[0]; } }
function named() { return arguments.callee === named; }
function spread() { return Math.max(...arguments); }
function parenthesized(a) { return (arguments)[0]; }
for (let round = 0; round < N; round++) {
    shouldBe(identity(), true);
    shouldBe(passed(1, 2, 3), "1,2,3");
    shouldBe(asCalleeBase(function () { return this.length; }, 2), 2, "a callee's this is the object");
    shouldBe(asParenthesizedCalleeBase(function () { return this.length; }), 1);
    shouldBe(asTagBase(function () { return this.length; }), 1);
    shouldBe(asOptionalCalleeBase(function () { return this.length; }), 1);
    shouldBe(deleted(1), "undefined:1");
    shouldBe(written(1), "written");
    shouldBe(strictWritten(1), "1:written");
    shouldBe(lengthWritten(), 10);
    shouldBe(incremented(1), 2);
    shouldBe(fromArrow(5), 5);
    shouldBe(throughEval(6), 6);
    shouldBe(throughWith(7), 7);
    shouldBe(named(), true);
    shouldBe(spread(1, 9, 3), 9);
    shouldBe(parenthesized(8), 8);
}

// `with` can put another `arguments` in front.
function shadowedByWith() { with ({ arguments: [42] }) { return arguments[0]; } }
shouldBe(shadowedByWith(1), 42);
function shadowedByLet(a) { { let arguments = ["let"]; return arguments[0]; } }
shouldBe(shadowedByLet(1), "let");

// Methods, getters, setters and constructors read their arguments too.
class Point {
    constructor() { this.n = arguments.length; this.first = arguments[0]; }
    method() { return arguments[1]; }
    static of() { return new Point(...[arguments[0], arguments[1]]); }
}
const object = {
    get value() { return arguments.length; },
    set value(v) { this.seen = arguments[0]; },
};
for (let round = 0; round < N; round++) {
    const point = new Point("a", "b");
    shouldBe(point.n, 2);
    shouldBe(point.first, "a");
    shouldBe(point.method(1, 2), 2);
    shouldBe(Point.of(3, 4).first, 3);
    shouldBe(object.value, 0);
    object.value = round;
    shouldBe(object.seen, round);
}

// Generators and async functions keep the object.
function* generator() { yield arguments[0]; yield arguments.length; }
for (let round = 0; round < N; round++) {
    const it = generator("g", 2);
    shouldBe(it.next().value, "g");
    shouldBe(it.next().value, 2);
}
let asyncResult;
(async function () { await null; asyncResult = arguments[1]; })(1, "async");
Promise.resolve().then(() => Promise.resolve()).then(() => shouldBe(asyncResult, "async"));

// Deep call chains keep every frame's arguments apart.
function outer() { return inner(arguments[1], arguments[0]) + arguments.length; }
function inner() { return arguments[0] * 10 + arguments[1]; }
for (let round = 0; round < N * 10; round++)
    shouldBe(outer(round & 7, 3, "x"), 30 + (round & 7) + 3);
