function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Destructuring in catch parameters.
try {
    throw { code: 42, detail: { msg: "m" } };
} catch ({ code, detail: { msg }, missing = "def" }) {
    shouldBe(code, 42);
    shouldBe(msg, "m");
    shouldBe(missing, "def");
}

try {
    throw [1, 2, 3];
} catch ([first, ...rest]) {
    shouldBe(first, 1);
    shouldBe(rest.length, 2);
}

// A catch pattern that fails throws a new error from the catch clause.
shouldThrow(() => {
    try { throw null; } catch ({ x }) { }
}, TypeError);

// Bindings of the catch pattern are scoped to the catch block.
try { throw { scoped: 1 }; } catch ({ scoped }) { }
shouldBe(typeof scoped, "undefined");

// Redeclaring a catch pattern binding with let in the block is an error; var is also an error for patterns.
shouldThrow(() => eval("try {} catch ({ a }) { let a; }"), SyntaxError);
shouldThrow(() => eval("try {} catch ([a]) { var a; }"), SyntaxError);
