// Small conformance fixes around functions.
// 1. The legacy `caller` of sloppy functions: an own accessor that yields the sloppy
//    function making the innermost active call, null otherwise (never a strict function);
//    strict functions, arrows, methods and classes own no `caller` and inherit
//    %ThrowTypeError% from Function.prototype.
// 2. A class's source text (Function.prototype.toString) is the whole class, from `class`
//    to its closing brace, whether or not it writes a constructor.
// 3. A parenthesized assignment target is no IdentifierRef: no name for the function.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, type, message) {
    let error;
    try { fn(); } catch (e) { error = e; }
    if (!(error instanceof type))
        throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + String(error));
}

function callee() { return callee.caller; }
function sloppyCaller() { return callee(); }
function strictCaller() { "use strict"; return callee(); }

const throwTypeError = Object.getOwnPropertyDescriptor(Function.prototype, "caller").get;
shouldBe(Object.getOwnPropertyDescriptor(Function.prototype, "caller").set, throwTypeError);
shouldBe(Object.getOwnPropertyDescriptor(Function.prototype, "arguments").get, throwTypeError);
shouldThrow(() => throwTypeError.call(callee), TypeError, "%ThrowTypeError% still throws");

// Hot, so that the JIT runs (and inlines) the calls that read `caller`.
for (let i = 0; i < 20000; i++) {
    shouldBe(sloppyCaller(), sloppyCaller, "sloppy caller");
    shouldBe(strictCaller(), null, "strict caller");
    shouldBe(callee(), null, "global code");
    shouldBe(callee.caller, null, "not active");
}
shouldBe(eval("callee()"), null, "eval code");
shouldBe(callee.call(), null, "called from a builtin");
shouldBe(sloppyCaller.call(), sloppyCaller);
shouldBe([0].map(function () { return callee(); })[0] !== undefined, true);
const created = new Function("return callee()");
shouldBe(created(), created, "the caller is the created (sloppy) function");
function callsCreated() { return created(); }
shouldBe(callsCreated(), created);
shouldBe(new Function("return callee.caller")(), null);

// Recursion: the innermost activation.
function outer(depth) {
    if (depth === 0)
        return inner();
    return depth === 1 ? middle() : outer(depth - 1);
}
function middle() { return outer(0); }
function inner() { return inner.caller; }
shouldBe(outer(3), outer);
function recurse(n) { return n === 0 ? recurse.caller : recurse(n - 1); }
function startRecursion() { return recurse(0); }
shouldBe(recurse(2), recurse);
shouldBe(startRecursion(), startRecursion);

// arguments.callee.caller, called back.
let called = false;
function first(flag) {
    if (flag === true)
        called = true;
    else
        second();
}
function second() { arguments.callee.caller(true); }
first();
shouldBe(called, true);

// The property: an own accessor of sloppy functions, configurable, with no setter.
const desc = Object.getOwnPropertyDescriptor(callee, "caller");
shouldBe(typeof desc.get, "function");
shouldBe(desc.set, undefined);
shouldBe(desc.enumerable, false);
shouldBe(desc.configurable, true);
shouldBe(Object.getOwnPropertyDescriptor(sloppyCaller, "caller").get, desc.get, "one getter per realm");
shouldBe(desc.get.call(undefined), null);
shouldBe(desc.get.call({}), null);
shouldBe(desc.get.call(strictCaller), null, "not for a strict function");
shouldBe(Object.hasOwn(callee, "arguments"), false);
shouldThrow(() => callee.arguments, TypeError);
callee.caller = 1; // no setter: ignored in sloppy code
shouldBe(callee.caller, null);
shouldThrow(() => { "use strict"; callee.caller = 1; }, TypeError);
shouldBe(Object.getOwnPropertyNames(function () {}).join(), "length,name,prototype,caller");
function deletable() {}
shouldBe(delete deletable.caller, true);
shouldThrow(() => deletable.caller, TypeError, "back to %ThrowTypeError%");

// Never on strict functions, arrows, methods, classes, generators or async functions.
const others = [
    strictCaller,
    () => 1,
    ({ m() {} }).m,
    class {},
    function* () {},
    async function () {},
    new Function("'use strict'"),
    function () {}.bind(),
];
for (const fn of others) {
    shouldBe(Object.hasOwn(fn, "caller"), false, String(fn));
    shouldThrow(() => fn.caller, TypeError, String(fn));
}

// A strict function is never returned, even through a sloppy one it calls.
function probe() { return probe.caller; }
function strictOuter() { "use strict"; return probe(); }
shouldBe(strictOuter(), null);

// 2. Class source text.
class Empty {}
shouldBe(Empty.toString(), "class Empty {}");
class /* a */ Commented /* b */ extends /* c */ Empty /* d */ { /* e */ constructor /* f */ ( /* g */ ) /* h */ { super(); } /* k */ m /* l */ ( /* m */ ) /* n */ { /* o */ } /* p */ }
shouldBe(String(Commented), "class /* a */ Commented /* b */ extends /* c */ Empty /* d */ { /* e */ constructor /* f */ ( /* g */ ) /* h */ { super(); } /* k */ m /* l */ ( /* m */ ) /* n */ { /* o */ } /* p */ }");
class CtorLast { m() {} ; constructor(a) { this.a = a; } // } not the end
}
shouldBe(String(CtorLast), "class CtorLast { m() {} ; constructor(a) { this.a = a; } // } not the end\n}");
class Fields { x = 1; #y = "}"; static z = [1, 2] }
shouldBe(String(Fields), 'class Fields { x = 1; #y = "}"; static z = [1, 2] }');
class HeritageOnly extends (class {}) {}
shouldBe(String(HeritageOnly), "class HeritageOnly extends (class {}) {}");
const Expression = class /* x */ { constructor() {} };
shouldBe(String(Expression), "class /* x */ { constructor() {} }");
shouldBe(String(class {}), "class {}");
shouldBe(String(class Named extends Empty { constructor() { super(); } }), "class Named extends Empty { constructor() { super(); } }");
shouldBe(String({ k: class {} }.k), "class {}");
function makeClass() { return class   Inner   { constructor(a) { } } }
shouldBe(String(makeClass()), "class   Inner   { constructor(a) { } }");
shouldBe(String(new Commented().m), "m /* l */ ( /* m */ ) /* n */ { /* o */ }", "methods keep their own text");
shouldBe(eval("(class InEval { constructor() {} })").toString(), "class InEval { constructor() {} }");

// 3. Parenthesized targets.
var bare, wrapped, spaced;
bare = function () {};
(wrapped) = function () {};
( /* ) */ spaced /* x */ ) = class {};
shouldBe(bare.name, "bare");
shouldBe(wrapped.name, "");
shouldBe(spaced.name, "");
(function () {
    let inner;
    (inner) = function () {};
    shouldBe(inner.name, "");
    inner = function () {};
    shouldBe(inner.name, "inner");
    let other;
    other ||= function () {};
    shouldBe(other.name, "other");
})();
