// Errors: stacks (set here, since every engine writes its own), messages without stacks,
// class names, causes, AggregateErrors, extra properties, indentation. Expected output:
// node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

// An error with the stack it would have if thrown in f, called from g.
function error(Type, message, options) {
    const e = new Type(message, options);
    e.stack = `${e.name}${message ? ": " + message : ""}\n    at f (file.js:1:1)\n    at g (file.js:2:2)`;
    return e;
}
function stackless(Type, message, options) {
    const e = new Type(message, options);
    delete e.stack;
    return e;
}

show(error(Error, "boom"));
show(error(TypeError, "bad type"));
show(error(RangeError, ""));
show(stackless(Error, "no stack"));
show(stackless(SyntaxError, ""));
show(stackless(URIError, "uri"));
// Extra properties after the stack; name, message and stack not repeated.
show(Object.assign(error(Error, "with code"), { code: "E_CODE", errno: -2 }));
show(Object.assign(stackless(Error, "bracketed"), { code: 1 }));
const named = stackless(Error, "renamed");
named.name = "CustomName";
show(named);
const visible = error(Error, "visible");
Object.defineProperty(visible, "message", { enumerable: true });
show(visible);
const changedMessage = error(Error, "original");
changedMessage.message = "changed";
show(changedMessage);
// Class names the stack does not show.
class ValidationError extends Error {}
show(error(ValidationError, "invalid"));
show(stackless(ValidationError, "invalid"));
class Oops extends Error {}
show(stackless(Oops, "oops"));
class NamedError extends Error {
    constructor(message) {
        super(message);
        this.name = "NamedError";
    }
}
show(stackless(NamedError, "named"));
class Unusual extends TypeError {}
show(error(Unusual, "unusual"));
show(Object.setPrototypeOf(stackless(Error, "orphan"), null));
// Causes.
show(error(Error, "outer", { cause: stackless(Error, "inner") }));
show(error(Error, "outer", { cause: "a string cause" }));
show(error(Error, "outer", { cause: error(Error, "inner", { cause: { code: 1 } }) }));
show(stackless(Error, "bracketed", { cause: 42 }));
show(error(Error, "undefined cause", { cause: undefined }));
const inherited = Object.create(Object.assign(error(Error, "parent"), { cause: "inherited" }));
show(inherited);
// Frames shared with the cause are folded.
const cause = new Error("cause");
cause.stack = "Error: cause\n    at a (file.js:1:1)\n    at b (file.js:2:2)\n    at c (file.js:3:3)\n    at d (file.js:4:4)\n    at e (file.js:5:5)";
const effect = new Error("effect", { cause });
effect.stack = "Error: effect\n    at z (file.js:9:9)\n    at b (file.js:2:2)\n    at c (file.js:3:3)\n    at d (file.js:4:4)\n    at e (file.js:5:5)";
show(effect);
// AggregateError.
show(error(AggregateError, "many", undefined));
const aggregate = new AggregateError([stackless(Error, "first"), stackless(TypeError, "second"), 3], "all failed");
aggregate.stack = "AggregateError: all failed\n    at h (file.js:3:3)";
show(aggregate);
// Nested: every line indented with the error.
show({ error: error(Error, "nested") });
show([error(Error, "in array"), stackless(Error, "short")]);
show({ a: { b: { c: error(Error, "deep") } } });
show({ a: { b: { c: Object.assign(error(Error, "deep with property"), { p: 1 }) } } });
show(new Map([["key", error(Error, "in map")]]));
// A message that looks like a stack frame.
show(error(Error, "multi\n    at line"));
// Error.prototype and non-error objects named Error.
show(Object.create(Error.prototype));
show({ name: "Error", message: "plain object" });
