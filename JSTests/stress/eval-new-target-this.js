function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Direct eval inside a function sees that function's this and new.target.
function F() {
    this.evalThis = eval("this");
    this.evalTarget = eval("new.target");
}
var f = new F();
shouldBe(f.evalThis, f);
shouldBe(f.evalTarget, F);

function plain() { return eval("new.target"); }
shouldBe(plain(), undefined);

var obj = { m() { return eval("this"); } };
shouldBe(obj.m(), obj);

// In arrow functions, eval sees the arrow's lexical this.
function outer() { return (() => eval("this"))(); }
var o = { outer };
shouldBe(o.outer(), o);

// new.target in eval outside any function is a syntax error.
shouldThrow(() => (0, eval)("new.target"), SyntaxError);

// Arrow functions at the top level of a function: new.target in eval inside them is allowed.
function G() { return (() => eval("new.target"))(); }
// G returns new.target (G itself, an object), so the new expression yields G.
shouldBe(new G(), G);
shouldBe(G(), undefined);

// super property access in eval inside a method.
class Base { greet() { return "base"; } }
class Derived extends Base { greet() { return eval("super.greet()") + "+derived"; } }
shouldBe(new Derived().greet(), "base+derived");
