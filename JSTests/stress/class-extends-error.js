function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Subclasses of Error keep message, name and instanceof behaviour.
class ValidationError extends Error {
    constructor(message, field) {
        super(message);
        this.name = "ValidationError";
        this.field = field;
    }
}
var e = new ValidationError("bad value", "age");
shouldBe(e instanceof ValidationError, true);
shouldBe(e instanceof Error, true);
shouldBe(e.message, "bad value");
shouldBe(e.field, "age");
shouldBe(e.name, "ValidationError");
shouldBe(Object.prototype.toString.call(e), "[object Error]");
shouldBe(e.hasOwnProperty("message"), true);

// Thrown and caught as expected.
try {
    throw new ValidationError("x", "y");
} catch (err) {
    shouldBe(err.field, "y");
}

// Subclassing TypeError, and passing options with cause.
class MyTypeError extends TypeError {}
var t = new MyTypeError("msg", { cause: "root" });
shouldBe(t instanceof TypeError, true);
shouldBe(t instanceof Error, true);
shouldBe(t.cause, "root");
shouldBe(t.name, "TypeError");

// Without a message, message is inherited (empty string) and not own.
class Silent extends Error {}
var s = new Silent();
shouldBe(s.hasOwnProperty("message"), false);
shouldBe(s.message, "");
