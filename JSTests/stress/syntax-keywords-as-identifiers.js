function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Contextual keywords can be used as identifiers in sloppy scripts.
var of = 1, get = 2, set = 3, async = 4, static_ = 5, target = 6, from = 7, as = 8;
shouldBe(of + get + set + async, 10);
var let_test = eval("var let = 'let var'; let");
shouldBe(let_test, "let var");
var yieldValue = eval("var yield = 'y'; yield");
shouldBe(yieldValue, "y");
shouldBe(eval("var await = 'aw'; await"), "aw");

// for (of of of) style heads.
var results = [];
for (var of of [1, 2]) results.push(of);
shouldBe(results.join(), "1,2");

// async as a function name and call.
function asyncNamed() { return "ok"; }
var async = function (x) { return x * 2; };
shouldBe(async(3), 6);

// Reserved words are allowed after a dot and as keys.
var obj = { default: 1, class: 2, function: 3, import: 4, export: 5 };
shouldBe(obj.default + obj.class + obj.function + obj.import + obj.export, 15);

// Reserved words are not valid binding names.
shouldThrow(() => eval("var class = 1"), SyntaxError);
shouldThrow(() => eval("var enum = 1"), SyntaxError);
shouldThrow(() => eval("function if() {}"), SyntaxError);
shouldThrow(() => eval("'use strict'; var package = 1"), SyntaxError);
shouldThrow(() => eval("'use strict'; var static = 1"), SyntaxError);
