function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// AggregateError holds a list of errors.
var a = new AggregateError([new TypeError("t"), "plain", 3], "many");
shouldBe(a.message, "many");
shouldBe(a.name, "AggregateError");
shouldBe(a.errors.length, 3);
shouldBe(a.errors[0] instanceof TypeError, true);
shouldBe(a.errors[1], "plain");
shouldBe(Array.isArray(a.errors), true);
shouldBe(a instanceof Error, true);
shouldBe(Object.getPrototypeOf(AggregateError), Error);
shouldBe(a.hasOwnProperty("errors"), true);
shouldBe(Object.getOwnPropertyDescriptor(a, "errors").enumerable, false);
shouldBe(AggregateError.length, 2);

// errors is built from any iterable.
function* gen() { yield 1; yield 2; }
shouldBe(new AggregateError(gen()).errors.join(), "1,2");
shouldBe(new AggregateError("ab").errors.join(), "a,b");
shouldThrow(() => new AggregateError(5), TypeError);
shouldThrow(() => new AggregateError(), TypeError);

// Callable without new.
shouldBe(AggregateError([]) instanceof AggregateError, true);
