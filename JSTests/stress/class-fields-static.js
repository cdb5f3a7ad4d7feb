function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Static fields and their initialisation order relative to static blocks and methods.
var log = [];
class S {
    static a = log.push("a");
    static { log.push("block"); }
    static b = log.push("b");
    static m() {}
}
shouldBe(log.join(), "a,block,b");
shouldBe(S.hasOwnProperty("a"), true);
shouldBe(Object.getOwnPropertyDescriptor(S, "a").enumerable, true);

// Static fields are not inherited as own properties, but reachable through the prototype chain.
class Sub extends S {}
shouldBe(Sub.hasOwnProperty("a"), false);
shouldBe(Sub.a, 1);

// Static field named "name" or "length" overrides the built-in ones.
class Named { static name = "custom"; static length = 99; }
shouldBe(Named.name, "custom");
shouldBe(Named.length, 99);

// Static field named "prototype" or "constructor" is a syntax error.
shouldThrow(() => eval("(class { static prototype = 1; })"), SyntaxError);
shouldThrow(() => eval("(class { static constructor = 1; })"), SyntaxError);
shouldThrow(() => eval("(class { constructor = 1; })"), SyntaxError);

// The class binding is initialised before static fields run.
class Self { static me = Self; }
shouldBe(Self.me, Self);
