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

var natives = [EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError];
for (var i = 0; i < natives.length; i++) {
    var NativeError = natives[i];
    var name = NativeError.name;
    shouldBe(Object.getPrototypeOf(NativeError), Error, name);
    shouldBe(Object.getPrototypeOf(NativeError.prototype), Error.prototype, name);
    shouldBe(NativeError.prototype.constructor, NativeError, name);
    shouldBe(NativeError.prototype.name, name, name);
    shouldBe(NativeError.prototype.message, "", name);
    shouldBe(NativeError.prototype.hasOwnProperty("toString"), false, name);
    shouldBe(Object.prototype.toString.call(NativeError.prototype), "[object Object]", name);
    shouldBe(NativeError.length, name === "AggregateError" ? 2 : 1, name);
    var d = Object.getOwnPropertyDescriptor(NativeError, "prototype");
    shouldBe(d.writable || d.enumerable || d.configurable, false, name);
}
shouldBe(Object.getPrototypeOf(Error), Function.prototype);
shouldBe(Object.getPrototypeOf(Error.prototype), Object.prototype);
shouldBe(Object.prototype.toString.call(Error.prototype), "[object Object]");
shouldBe(Error.prototype.name, "Error");
shouldBe(Error.prototype.message, "");
shouldBe(Error.length, 1);

// Errors the engine raises are instances of the same constructors.
try { null.x; } catch (e) {
    shouldBe(Object.getPrototypeOf(e), TypeError.prototype);
    shouldBe(e.constructor, TypeError);
}
try { undefinedBindingForTest; } catch (e) { shouldBe(e instanceof ReferenceError, true); }
