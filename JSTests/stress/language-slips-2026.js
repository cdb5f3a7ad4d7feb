// Seven places where Kestrel's front end disagreed with the specification, found by
// programs written elsewhere (issue 22, item 4). Each check fails on the old behaviour.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function shouldThrowSyntaxError(source, message) {
    let error = null;
    try { (0, eval)(source); } catch (e) { error = e; }
    shouldBe(error instanceof SyntaxError, true, message + ": " + source + " threw " + error);
}

function shouldCompile(source) {
    Function(source);
}

// 1. A function body's lexical names are unique, and not also var or top-level function
//    names (15.2.1); boa_parser checks this for scripts and blocks only.
for (const body of ["let a; let a;", "const a = 1; let a;", "class a {} let a;", "let a; { var a; }",
                    "let a; function a() {}", "let [a, b] = [], {c: a} = {};", "let a; for (var a of []) ;"]) {
    let error = null;
    try { Function(body); } catch (e) { error = e; }
    shouldBe(error instanceof SyntaxError, true, "Function(" + JSON.stringify(body) + ")");
    shouldThrowSyntaxError("(function () { " + body + " })", "function expression");
    shouldThrowSyntaxError("(() => { " + body + " })", "arrow function");
    shouldThrowSyntaxError("({ m() { " + body + " } })", "method");
    shouldThrowSyntaxError("(function* () { " + body + " })", "generator");
    shouldThrowSyntaxError("(async function () { " + body + " })", "async function");
}
// What stays legal: the same name in different functions or blocks, repeated vars and
// functions, sloppy block functions.
shouldCompile("let a; { let a; } (function () { let a; });");
shouldCompile("var a; var a; function a() {} function a() {}");
shouldCompile("{ function b() {} function b() {} } let a; { let b; }");
shouldCompile("let a; (function () { var a; })();");

// 2. A finally block that breaks gives the break's value, undefined if it has none
//    (14.15.3 UpdateEmpty(F, undefined)); ending normally keeps the try block's.
shouldBe(eval("L: try { 1; } finally { break L; }"), undefined);
shouldBe(eval("L: try { 1; } finally { 2; break L; }"), 2);
shouldBe(eval("do { try { 1; } finally { continue; } } while (false)"), undefined);
shouldBe(eval("L: try { 1; } finally { 2; }"), 1);
shouldBe(eval("L: try { throw 0; } catch (e) { 3; } finally { 2; }"), 3);
shouldBe(eval("L: try { 1; } finally { for (;;) { 4; break; } }"), 1);
shouldBe(eval("L: { try { 1; } finally { if (true) break L; } }"), undefined);

// 3. Parentheses keep the reference, so `(eval)(src)` is a direct eval (13.2.9.1);
//    `(0, eval)(src)` is not.
var where = "global";
(function () {
    var where = "local";
    shouldBe((eval)("where"), "local");
    shouldBe(((eval))("where"), "local");
    shouldBe((0, eval)("where"), "global");
    (eval)("var declared = 1");
    shouldBe(typeof declared, "number");
})();
shouldBe(typeof declared, "undefined");

// 4. An arrow function made by a direct eval takes `this` (and new.target) from the
//    function the eval runs in.
function arrowThis() { return eval("() => this")(); }
const receiver = { tag: "receiver" };
shouldBe(arrowThis.call(receiver), receiver);
function nestedArrowThis() { return eval("(() => () => this)()")(); }
shouldBe(nestedArrowThis.call(receiver), receiver);
function arrowThisLater() { return eval("() => this"); }
shouldBe(arrowThisLater.call(receiver)(), receiver);
function strictArrowThis() { "use strict"; return eval("() => this")(); }
shouldBe(strictArrowThis.call(7), 7);
shouldBe(strictArrowThis(), undefined);
function arrowNewTarget() { return eval("() => new.target")(); }
shouldBe(Reflect.construct(arrowNewTarget, [], Object) instanceof Object, true);
let seenTarget;
function arrowNewTargetSeen() { seenTarget = eval("() => new.target")(); }
new arrowNewTargetSeen();
shouldBe(seenTarget, arrowNewTargetSeen);
// An arrow at the top of indirect eval code sees the global this.
shouldBe((0, eval)("(() => this)()"), globalThis);

// 5. `new` takes a MemberExpression, which an optional chain is not.
for (const source of ["new a?.b()", "new a?.b", "new a.b?.()", "new a?.[0]()", "new a?.b.c()"])
    shouldThrowSyntaxError(source, "new with an optional chain");
const box = { B: class { constructor() { this.made = true; } } };
shouldBe(new (box?.B)().made, true);
shouldBe(new box.B()?.made, true);
shouldBe((new box.B)?.made, true);

// 6. A named function expression's name is visible to its parameter expressions even when
//    the body declares a var of that name (the var lives in the body's own scope).
shouldBe((function foo(x = foo) { var foo = 20; return typeof x; })(), "function");
shouldBe((function foo(x = () => foo) { var foo = 20; return typeof x() + " " + foo; })(), "function 20");
shouldBe((function foo(x = foo) { return x === foo; })(), true);
shouldBe((function foo() { var foo = 20; return foo; })(), 20);
shouldBe((function foo(a, b = 1) { var foo; return typeof foo; })(), "undefined");

// 7. Annex B.3.2.1: a block function named `arguments` in sloppy code sets the function's
//    `arguments` binding when its declaration is evaluated.
function blockArguments() { { function arguments() {} } return typeof arguments; }
shouldBe(blockArguments(), "function");
function blockArgumentsBefore() {
    const before = typeof arguments;
    { function arguments() {} }
    return before + " " + typeof arguments;
}
shouldBe(blockArgumentsBefore(), "object function");
function blockArgumentsWithVar() { var arguments; { function arguments() {} } return typeof arguments; }
shouldBe(blockArgumentsWithVar(), "function");
function blockArgumentsParameter(arguments) { { function arguments() {} } return typeof arguments; }
shouldBe(blockArgumentsParameter(1), "number");
function blockArgumentsLexical() { let arguments; { function arguments() {} } return typeof arguments; }
shouldBe(blockArgumentsLexical(), "undefined");
function blockArgumentsIf() { if (true) function arguments() {} return typeof arguments; }
shouldBe(blockArgumentsIf(), "function");
function blockArgumentsNotReached() { if (false) { function arguments() {} } return typeof arguments; }
shouldBe(blockArgumentsNotReached(), "object");
const arrowBlockArguments = () => { { function arguments() {} } return typeof arguments; };
shouldBe(arrowBlockArguments(), "function");
// Hot enough to trace: the binding changes kind inside the loop's function.
let kinds = "";
for (let i = 0; i < 200; i++)
    kinds = blockArgumentsBefore();
shouldBe(kinds, "object function");
