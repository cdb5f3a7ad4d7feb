function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Symbol descriptions and string conversion.
shouldBe(Symbol("desc").description, "desc");
shouldBe(Symbol().description, undefined);
shouldBe(Symbol("").description, "");
shouldBe(Symbol(undefined).description, undefined);
shouldBe(Symbol(null).description, "null");
shouldBe(Symbol(123).description, "123");
shouldBe(Symbol({ toString() { return "obj"; } }).description, "obj");
shouldBe(Symbol("x").toString(), "Symbol(x)");
shouldBe(Symbol().toString(), "Symbol()");
shouldBe(String(Symbol("s")), "Symbol(s)");
shouldBe(Symbol.iterator.description, "Symbol.iterator");
shouldBe(Symbol.asyncIterator.toString(), "Symbol(Symbol.asyncIterator)");
shouldThrow(() => Symbol(Symbol()), TypeError);

// description is an accessor on the prototype.
var d = Object.getOwnPropertyDescriptor(Symbol.prototype, "description");
shouldBe(typeof d.get, "function");
shouldBe(d.set, undefined);
