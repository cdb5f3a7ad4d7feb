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

var toString = Error.prototype.toString;
shouldBe(toString.call(new Error("m")), "Error: m");
shouldBe(toString.call(new Error()), "Error");
shouldBe(toString.call(new TypeError("")), "TypeError");
// The algorithm is generic.
shouldBe(toString.call({}), "Error");
shouldBe(toString.call({ name: "N" }), "N");
shouldBe(toString.call({ message: "M" }), "Error: M");
shouldBe(toString.call({ name: "", message: "only message" }), "only message");
shouldBe(toString.call({ name: "only name", message: "" }), "only name");
shouldBe(toString.call({ name: undefined, message: undefined }), "Error");
shouldBe(toString.call({ name: null, message: null }), "null: null");
shouldBe(toString.call({ name: 1, message: 2 }), "1: 2");
shouldBe(toString.call(function f() {}), "f");
// name is read (and converted) before message.
var log = "";
var object = {
    get name() { log += "name;"; return { toString: function () { log += "name string;"; return "n"; } }; },
    get message() { log += "message;"; return "m"; },
};
shouldBe(toString.call(object), "n: m");
shouldBe(log, "name;name string;message;");
// The receiver must be an object.
shouldThrow(function () { toString.call(1); }, TypeError);
shouldThrow(function () { toString.call(undefined); }, TypeError);
shouldThrow(function () { toString.call({ name: Symbol() }); }, TypeError);
