function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// super in object literal methods uses the object's [[Prototype]].
var base = {
    greet() { return "base:" + this.name; },
    value: 1,
};
var obj = {
    __proto__: base,
    name: "obj",
    greet() { return "obj>" + super.greet(); },
    readValue() { return super.value; },
    get g() { return super.greet(); },
};
shouldBe(obj.greet(), "obj>base:obj");
shouldBe(obj.readValue(), 1);
shouldBe(obj.g, "base:obj");

// Changing the prototype changes what super finds.
Object.setPrototypeOf(obj, { greet() { return "other"; }, value: 2 });
shouldBe(obj.greet(), "obj>other");
shouldBe(obj.readValue(), 2);

// super in a method of an object with null prototype reads undefined/throws when called.
var nullProto = { __proto__: null, m() { return super.x; } };
shouldThrow(() => nullProto.m(), TypeError);

// Function-valued properties (non-methods) cannot use super.
shouldThrow(() => eval("({ f: function () { return super.x; } })"), SyntaxError);
