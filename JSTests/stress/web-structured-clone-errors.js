// structuredClone of Error objects (name, message, cause and stack), and the values it
// refuses with a DataCloneError DOMException: functions, symbols, weak collections,
// proxies, promises, platform objects that are not serializable.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrowDataCloneError(f, message) {
    try { f(); } catch (e) {
        shouldBe(e instanceof DOMException, true, message);
        shouldBe(e instanceof Error, true, message);
        shouldBe(e.name, "DataCloneError", message);
        shouldBe(e.code, DOMException.DATA_CLONE_ERR, message);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected a DataCloneError");
}
// Checks where node 20 departs from the specification run only in Kestrel's harness.
var onKestrel = typeof $vm !== "undefined";

// An Error: the same kind (by name), message, stack and cause.
var error = new TypeError("bad type", { cause: { why: "because" } });
var copy = structuredClone(error);
shouldBe(copy instanceof TypeError, true);
shouldBe(copy !== error, true);
shouldBe(copy.message, "bad type");
shouldBe(copy.stack, error.stack);
shouldBe(copy.cause.why, "because");
shouldBe(copy.cause !== error.cause, true);
shouldBe(Object.prototype.toString.call(copy), "[object Error]");
var message = Object.getOwnPropertyDescriptor(copy, "message");
shouldBe(message.enumerable, false);
shouldBe(message.writable && message.configurable, true);
shouldBe(Object.getOwnPropertyDescriptor(copy, "cause").enumerable, false);
for (var Kind of [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError])
    shouldBe(Object.getPrototypeOf(structuredClone(new Kind("m"))), Kind.prototype, Kind.name);
// Other names become plain Errors; the name is read with Get, so a changed name counts.
shouldBe(Object.getPrototypeOf(structuredClone(new AggregateError([1], "agg"))), Error.prototype);
shouldBe(structuredClone(new AggregateError([1], "agg")).errors, undefined);
class CustomError extends RangeError { constructor(m) { super(m); this.name = "CustomError"; } }
copy = structuredClone(new CustomError("custom"));
shouldBe(Object.getPrototypeOf(copy), Error.prototype);
shouldBe(copy.message, "custom");
var renamed = new Error("renamed");
renamed.name = "SyntaxError";
shouldBe(Object.getPrototypeOf(structuredClone(renamed)), SyntaxError.prototype);
var getterName = new Error("x");
var reads = 0;
Object.defineProperty(getterName, "name", { get() { reads++; return "URIError"; } });
shouldBe(structuredClone(getterName) instanceof URIError, true);
if (onKestrel)
    shouldBe(reads, 1); // node 20 reads it twice
// Other own properties are not kept.
var extra = new Error("extra");
extra.code = 42;
shouldBe(structuredClone(extra).code, undefined);
// No message, an accessor message: no own message on the copy.
shouldBe(Object.getOwnPropertyNames(structuredClone(new Error())).includes("message"), false);
var accessor = new Error("hidden");
Object.defineProperty(accessor, "message", { get() { return "from getter"; } });
shouldBe(Object.getOwnPropertyNames(structuredClone(accessor)).includes("message"), false);
// A message that is not a string is converted.
var numeric = new Error("x");
numeric.message = 12;
shouldBe(structuredClone(numeric).message, "12");
// An error inside a value, its cause referring back to the value.
var holder = { };
holder.error = new Error("outer", { cause: holder });
copy = structuredClone(holder);
shouldBe(copy.error.cause, copy);
if (onKestrel) { // node 20 cannot deserialize an error that is its own cause
    var selfCaused = new Error("self");
    selfCaused.cause = selfCaused;
    copy = structuredClone(selfCaused);
    shouldBe(copy.cause, copy);
}
// A cause that cannot be cloned fails the clone.
shouldThrowDataCloneError(() => structuredClone(new Error("m", { cause: () => 1 })));

// Values that cannot be cloned.
shouldThrowDataCloneError(() => structuredClone(function f() {}), "function");
shouldThrowDataCloneError(() => structuredClone(() => 1), "arrow function");
shouldThrowDataCloneError(() => structuredClone(class {}), "class");
shouldThrowDataCloneError(() => structuredClone(async function () {}), "async function");
shouldThrowDataCloneError(() => structuredClone(Math.max), "native function");
shouldThrowDataCloneError(() => structuredClone(Math.max.bind(null)), "bound function");
shouldThrowDataCloneError(() => structuredClone(Symbol("s")), "symbol");
shouldThrowDataCloneError(() => structuredClone(Symbol.iterator), "well-known symbol");
shouldThrowDataCloneError(() => structuredClone(Object(Symbol())), "Symbol object");
shouldThrowDataCloneError(() => structuredClone(new WeakMap()), "WeakMap");
shouldThrowDataCloneError(() => structuredClone(new WeakSet()), "WeakSet");
shouldThrowDataCloneError(() => structuredClone(new WeakRef({})), "WeakRef");
shouldThrowDataCloneError(() => structuredClone(new FinalizationRegistry(() => {})), "FinalizationRegistry");
shouldThrowDataCloneError(() => structuredClone(new Proxy({}, {})), "Proxy");
shouldThrowDataCloneError(() => structuredClone(new Proxy([], {})), "Proxy of an array");
shouldThrowDataCloneError(() => structuredClone(new Proxy(function () {}, {})), "Proxy of a function");
shouldThrowDataCloneError(() => structuredClone(Promise.resolve(1)), "Promise");
shouldThrowDataCloneError(() => structuredClone((function () { return arguments; })(1)), "arguments");
shouldThrowDataCloneError(() => structuredClone((function* () {})()), "generator");
shouldThrowDataCloneError(() => structuredClone([1, 2][Symbol.iterator]()), "array iterator");
shouldThrowDataCloneError(() => structuredClone(new Map().entries()), "map iterator");
// Deep inside a value, too, and inside Maps and Sets.
shouldThrowDataCloneError(() => structuredClone({ a: [{ b: function () {} }] }));
shouldThrowDataCloneError(() => structuredClone(new Map([[1, Symbol()]])));
shouldThrowDataCloneError(() => structuredClone(new Set([() => 1])));
shouldThrowDataCloneError(() => structuredClone({ [Symbol()]: 1, ok: Symbol() }));
// A symbol-keyed function is not visited.
shouldBe(Object.keys(structuredClone({ [Symbol()]: () => 1, ok: 1 })).join(), "ok");
// Getters before the bad value ran; those after it did not.
var ran = [];
shouldThrowDataCloneError(() => structuredClone({
    get a() { ran.push("a"); return 1; },
    b: function () {},
    get c() { ran.push("c"); return 3; },
}));
shouldBe(ran.join(), "a");

if (onKestrel) {
    // Platform objects that are not serializable (node 20 clones them as plain objects).
    shouldThrowDataCloneError(() => structuredClone(new TextEncoder()), "TextEncoder");
    shouldThrowDataCloneError(() => structuredClone(new TextDecoder()), "TextDecoder");
    // A DOMException is serializable (node 20 clones it as a plain object).
    var exception = new DOMException("gone", "NotFoundError");
    copy = structuredClone(exception);
    shouldBe(copy instanceof DOMException, true);
    shouldBe(copy !== exception, true);
    shouldBe(copy.name, "NotFoundError");
    shouldBe(copy.message, "gone");
    shouldBe(copy.code, 8);
    shouldBe(copy.stack, exception.stack);
    // An error whose own stack was deleted has none in the copy (node 20 gives one).
    var noStack = new Error("x");
    delete noStack.stack;
    shouldBe(Object.getOwnPropertyNames(structuredClone(noStack)).includes("stack"), false);
}
