function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Static methods are properties of the constructor, with `this` being the class.
class Util {
    static twice(x) { return x * 2; }
    static self() { return this; }
    static callTwice(x) { return this.twice(x); }
}
shouldBe(Util.twice(4), 8);
shouldBe(Util.self(), Util);
shouldBe(Util.callTwice(5), 10);
shouldBe(new Util().twice, undefined);

// Static methods are inherited through the constructor prototype chain.
class Sub extends Util {
    static twice(x) { return x * 3; }
}
shouldBe(Sub.callTwice(5), 15);
shouldBe(Sub.self(), Sub);
shouldBe(Object.getPrototypeOf(Sub), Util);

// A static method named "prototype" is a syntax error.
shouldThrow(() => eval("(class { static prototype() {} })"), SyntaxError);
// A non-static method named constructor getter is a syntax error.
shouldThrow(() => eval("(class { get constructor() {} })"), SyntaxError);
shouldThrow(() => eval("(class { constructor() {} constructor() {} })"), SyntaxError);
