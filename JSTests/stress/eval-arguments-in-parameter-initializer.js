function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) does not implement this early error.
// A sloppy direct eval in a parameter initializer may not declare `arguments`
// (EvalDeclarationInstantiation), whether by var or by function declaration.
function byVar(a = eval("var arguments = 1")) {}
shouldThrow(byVar, SyntaxError);
function byFunction(a = eval("function arguments() {}")) {}
shouldThrow(byFunction, SyntaxError);

// Other names are fine, and so is eval in the body.
function otherName(a = eval("var other = 1; other")) { return a; }
shouldBe(otherName(), 1);
function inBody(a) { eval("var arguments = 5"); return arguments; }
shouldBe(inBody(), 5);

// Strict eval code has its own variable scope, so its vars do not conflict.
function strictEval(a = eval("'use strict'; var other = 3; other")) { return a; }
shouldBe(strictEval(), 3);

// An arrow function has no arguments object of its own: the rule applies only when a
// parameter is named arguments.
var arrow = (a = eval("var arguments = 7; arguments")) => a;
shouldBe(arrow(), 7);
var arrowNamed = (arguments, a = eval("var arguments")) => 0;
shouldThrow(arrowNamed, SyntaxError);
