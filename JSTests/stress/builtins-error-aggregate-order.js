function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

// AggregateError ( errors, message, options ): message, then cause, then the errors.
var log = "";
var errors = {
    [Symbol.iterator]: function () {
        log += "iterate;";
        var done = false;
        return { next: function () { var result = { value: "e", done: done }; done = true; return result; } };
    },
};
var message = { toString: function () { log += "message;"; return "m"; } };
var options = { get cause() { log += "cause;"; return "c"; } };
var aggregate = new AggregateError(errors, message, options);
shouldBe(log, "message;cause;iterate;");
shouldBe(aggregate.errors.length, 1);
shouldBe(aggregate.errors[0], "e");
shouldBe(aggregate.message, "m");
shouldBe(aggregate.cause, "c");

// errors is a fresh array, own, non-enumerable, writable and configurable.
var d = Object.getOwnPropertyDescriptor(aggregate, "errors");
shouldBe(d.enumerable, false);
shouldBe(d.writable, true);
shouldBe(d.configurable, true);
shouldBe(Object.prototype.toString.call(aggregate.errors), "[object Array]");
shouldBe(AggregateError.prototype.hasOwnProperty("errors"), false);

// A non-iterable errors argument throws after the message was converted.
log = "";
shouldThrow(function () { new AggregateError(1, message); }, TypeError);
shouldBe(log, "message;");
shouldThrow(function () { AggregateError(); }, TypeError);
// No message: no own message property.
var empty = { [Symbol.iterator]: function () { return { next: function () { return { done: true }; } }; } };
shouldBe(new AggregateError(empty).hasOwnProperty("message"), false);
shouldBe(new AggregateError(empty).errors.length, 0);
