function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The error constructors and their prototype chain.
var types = [Error, TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError];
for (var T of types) {
    var e = new T("msg");
    shouldBe(e instanceof T, true);
    shouldBe(e instanceof Error, true);
    shouldBe(e.message, "msg");
    shouldBe(e.name, T.name);
    shouldBe(T.prototype.name, T.name);
    shouldBe(e.hasOwnProperty("message"), true);
    shouldBe(e.hasOwnProperty("name"), false);
    shouldBe(Object.getOwnPropertyDescriptor(e, "message").enumerable, false);
    // Calling without new also constructs.
    var called = T("called");
    shouldBe(called instanceof T, true);
    shouldBe(called.message, "called");
    if (T !== Error) shouldBe(Object.getPrototypeOf(T), Error);
    shouldBe(T.length, 1);
}

// Messages are converted to strings; undefined means no own message.
shouldBe(new Error(42).message, "42");
shouldBe(new Error().hasOwnProperty("message"), false);
shouldBe(new Error(undefined).message, "");
shouldBe(new Error(null).message, "null");

// name and message can be overridden per instance.
var custom = new Error("m");
custom.name = "Custom";
shouldBe(custom.name, "Custom");
shouldBe(Error.prototype.name, "Error");
shouldBe(Error.prototype.message, "");

// Errors thrown by the engine have the right types.
shouldThrow(() => null.x, TypeError);
shouldThrow(() => undefinedVariableXYZ, ReferenceError);
shouldThrow(() => new Array(-1), RangeError);
shouldThrow(() => eval("("), SyntaxError);
