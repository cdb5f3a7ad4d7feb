// DOMException (Web IDL §4.3): its constructor, name, message and legacy code, the
// constants, and its place among errors.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
// Checks where node 20 departs from the specification run only in Kestrel's harness.
var onKestrel = typeof $vm !== "undefined";

// The interface object and its prototype chain: DOMException.prototype inherits from
// Error.prototype; the constructor itself from Function.prototype.
shouldBe(DOMException.length, 0);
shouldBe(DOMException.name, "DOMException");
shouldBe(Object.getPrototypeOf(DOMException), Function.prototype);
shouldBe(Object.getPrototypeOf(DOMException.prototype), Error.prototype);
shouldBe(DOMException.prototype.constructor, DOMException);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "DOMException").enumerable, false);
shouldBe(Object.getOwnPropertyDescriptor(DOMException, "prototype").writable, false);
shouldThrow(() => DOMException(), TypeError);
shouldThrow(() => DOMException("m", "n"), TypeError);

// Defaults: the empty message, the name "Error", code 0.
var plain = new DOMException();
shouldBe(plain.message, "");
shouldBe(plain.name, "Error");
shouldBe(plain.code, 0);
shouldBe(new DOMException(undefined, undefined).name, "Error");
shouldBe(new DOMException(null, null).name, "null");
shouldBe(new DOMException(42).message, "42");
if (onKestrel) // node 20 does not convert an object name to a string
    shouldBe(new DOMException("m", { toString() { return "AbortError"; } }).code, 20);
shouldThrow(() => new DOMException(Symbol()), TypeError);

// name, message and code are getters on the prototype (enumerable, configurable); the
// instance's only own property is its stack.
var exception = new DOMException("bad thing", "InvalidStateError");
shouldBe(exception.name, "InvalidStateError");
shouldBe(exception.message, "bad thing");
shouldBe(exception.code, 11);
shouldBe(Object.getOwnPropertyNames(exception).join(), "stack");
shouldBe(typeof exception.stack, "string");
for (var attribute of ["name", "message", "code"]) {
    var descriptor = Object.getOwnPropertyDescriptor(DOMException.prototype, attribute);
    shouldBe(typeof descriptor.get, "function", attribute);
    shouldBe(descriptor.set, undefined, attribute);
    shouldBe(descriptor.enumerable && descriptor.configurable, true, attribute);
    shouldThrow(() => descriptor.get.call({}), TypeError, attribute);
    shouldThrow(() => descriptor.get.call(new Error("x")), TypeError, attribute);
    shouldThrow(() => descriptor.get.call(DOMException.prototype), TypeError, attribute);
}
// Assigning through the accessor does nothing in sloppy code.
exception.name = "Other";
shouldBe(exception.name, "InvalidStateError");

// It is an Error, prints as one, and has the class string DOMException.
shouldBe(exception instanceof DOMException, true);
shouldBe(exception instanceof Error, true);
shouldBe(String(exception), "InvalidStateError: bad thing");
shouldBe(Object.prototype.toString.call(exception), "[object DOMException]");
var tag = Object.getOwnPropertyDescriptor(DOMException.prototype, Symbol.toStringTag);
shouldBe(tag.value, "DOMException");
shouldBe(tag.writable || tag.enumerable, false);
try { throw exception; } catch (e) { shouldBe(e, exception); }

// The legacy codes of the error names table; other names have code 0.
var codes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10,
    InvalidStateError: 11, SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14,
    InvalidAccessError: 15, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20,
    URLMismatchError: 21, QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24,
    DataCloneError: 25, EncodingError: 0, NotReadableError: 0, OperationError: 0, invalidstateerror: 0,
};
for (var name in codes)
    shouldBe(new DOMException("", name).code, codes[name], name);

// The constants, on the constructor and on the prototype: enumerable, read-only.
var constants = [
    "INDEX_SIZE_ERR", "DOMSTRING_SIZE_ERR", "HIERARCHY_REQUEST_ERR", "WRONG_DOCUMENT_ERR",
    "INVALID_CHARACTER_ERR", "NO_DATA_ALLOWED_ERR", "NO_MODIFICATION_ALLOWED_ERR", "NOT_FOUND_ERR",
    "NOT_SUPPORTED_ERR", "INUSE_ATTRIBUTE_ERR", "INVALID_STATE_ERR", "SYNTAX_ERR",
    "INVALID_MODIFICATION_ERR", "NAMESPACE_ERR", "INVALID_ACCESS_ERR", "VALIDATION_ERR",
    "TYPE_MISMATCH_ERR", "SECURITY_ERR", "NETWORK_ERR", "ABORT_ERR", "URL_MISMATCH_ERR",
    "QUOTA_EXCEEDED_ERR", "TIMEOUT_ERR", "INVALID_NODE_TYPE_ERR", "DATA_CLONE_ERR",
];
constants.forEach((constant, index) => {
    for (var holder of [DOMException, DOMException.prototype, exception]) {
        shouldBe(holder[constant], index + 1, constant);
    }
    var descriptor = Object.getOwnPropertyDescriptor(DOMException, constant);
    shouldBe(descriptor.enumerable, true, constant);
    shouldBe(descriptor.writable || descriptor.configurable, false, constant);
});

// Subclasses keep their own prototype and still have the slots.
class MyException extends DOMException {
    constructor(message) { super(message, "NotFoundError"); }
}
var mine = new MyException("missing");
shouldBe(mine instanceof MyException, true);
shouldBe(mine instanceof DOMException, true);
shouldBe(mine.code, 8);
shouldBe(mine.message, "missing");

// Lone surrogates in a message survive.
shouldBe(new DOMException("\ud800x").message, "\ud800x");
