function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Destructuring in var, let and const declarations.
var [a, b] = [1, 2];
shouldBe(a + b, 3);
let { x, y: renamed } = { x: 10, y: 20 };
shouldBe(x, 10);
shouldBe(renamed, 20);
const [first, , third] = "abc";
shouldBe(first, "a");
shouldBe(third, "c");

// Missing values are undefined.
var [m1, m2] = [1];
shouldBe(m2, undefined);
let { missing } = {};
shouldBe(missing, undefined);

// const bindings from patterns are immutable.
const { frozen } = { frozen: 1 };
shouldThrow(() => { frozen = 2; }, TypeError);

// let patterns are block scoped and in TDZ before the declaration.
{
    shouldThrow(() => inner, ReferenceError);
    let [inner] = [5];
    shouldBe(inner, 5);
}

// Declaration patterns can reference earlier bindings in defaults.
let [p = 1, q = p + 1] = [];
shouldBe(q, 2);

// var patterns hoist the names.
function hoist() {
    var before = typeof h1;
    var [h1] = [function () {}];
    return before;
}
shouldBe(hoist(), "undefined");

// A declaration pattern must have an initializer.
shouldThrow(() => eval("let [z];"), SyntaxError);
shouldThrow(() => eval("var { w };"), SyntaxError);
