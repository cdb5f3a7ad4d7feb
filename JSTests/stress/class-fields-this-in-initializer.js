function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// `this` in a field initializer is the instance; arrow functions in fields capture it.
class Button {
    label = "ok";
    onClick = () => this.label;
    self = this;
}
var b = new Button();
var handler = b.onClick;
shouldBe(handler(), "ok");
shouldBe(b.self, b);

// Static field initializers see the class as this.
class S {
    static base = 10;
    static derived = this.base + 1;
    static cls = this;
}
shouldBe(S.derived, 11);
shouldBe(S.cls, S);

// `arguments` is a syntax error in field initializers.
shouldThrow(() => eval("(class { x = arguments; })"), SyntaxError);

// new.target is undefined in field initializers.
class N { t = new.target; }
shouldBe(new N().t, undefined);

// Initializers can call methods.
class M { v = this.compute(); compute() { return 42; } }
shouldBe(new M().v, 42);
