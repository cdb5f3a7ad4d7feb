function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Static redeclaration rules, checked with eval.
shouldThrow(() => eval("let a; let a;"), SyntaxError);
shouldThrow(() => eval("const a = 1; var a;"), SyntaxError);
shouldThrow(() => eval("var a; let a;"), SyntaxError);
shouldThrow(() => eval("function f() {} let f;"), SyntaxError);
shouldThrow(() => eval("{ let a; { var a; } }"), SyntaxError);
shouldThrow(() => eval("class C {} let C;"), SyntaxError);
shouldThrow(() => eval("(function (x) { let x; })"), SyntaxError);
shouldThrow(() => eval("for (let i of []) { var i; }"), SyntaxError);
shouldThrow(() => eval("try {} catch (e) { let e; }"), SyntaxError);

// These are allowed.
eval("var b; var b;");
eval("function g() {} function g() {}");
eval("function h() {} var h;");
eval("{ let c; } { let c; }");
eval("try {} catch (e) { var e; }");
eval("let d; { let d; }");
eval("for (let i = 0; i < 1; i++) { let i; }");
