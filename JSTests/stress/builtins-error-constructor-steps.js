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

// The message is converted before the options are looked at.
var log = "";
var message = { toString: function () { log += "message;"; return "m"; } };
var options = {};
Object.defineProperty(options, "cause", { get: function () { log += "cause;"; return "c"; } });
var error = new TypeError(message, options);
shouldBe(log, "message;cause;");
shouldBe(error.message, "m");
shouldBe(error.cause, "c");

// message and cause are own, non-enumerable, writable, configurable data properties.
var descriptors = [Object.getOwnPropertyDescriptor(error, "message"), Object.getOwnPropertyDescriptor(error, "cause")];
for (var i = 0; i < descriptors.length; i++) {
    shouldBe(descriptors[i].enumerable, false);
    shouldBe(descriptors[i].writable, true);
    shouldBe(descriptors[i].configurable, true);
}

// cause is read with HasProperty, so inherited and undefined causes count, and
// only objects are options.
shouldBe(new Error("x", Object.create({ cause: 1 })).cause, 1);
shouldBe(new Error("x", { cause: undefined }).hasOwnProperty("cause"), true);
shouldBe(new Error("x", "cause").hasOwnProperty("cause"), false);
shouldBe(new Error("x", function () {}).hasOwnProperty("cause"), false);

// Symbols cannot be messages.
shouldThrow(function () { new Error(Symbol()); }, TypeError);

// A call is a construction; the prototype comes from the new target.
shouldBe(Object.getPrototypeOf(RangeError("r")), RangeError.prototype);
function Target() {}
Target.prototype = { custom: true };
var made = Reflect.construct(URIError, ["u"], Target);
shouldBe(made.custom, true);
shouldBe(Object.prototype.toString.call(made), "[object Error]");
// A new target without an object prototype falls back to the constructor's realm's
// intrinsic prototype.
Target.prototype = null;
shouldBe(Object.getPrototypeOf(Reflect.construct(EvalError, [], Target)), EvalError.prototype);

// Every error has a stack string.
shouldBe(typeof new Error("s").stack, "string");
shouldBe(Object.getOwnPropertyDescriptor(new Error("s"), "stack").enumerable, false);
