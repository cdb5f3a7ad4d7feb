function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Symbol.toPrimitive takes precedence and receives the hint.
var hints = [];
var obj = {
    [Symbol.toPrimitive](hint) {
        hints.push(hint);
        return hint === "number" ? 42 : hint === "string" ? "str" : "default";
    },
    valueOf() { throw new Error("valueOf should not be called"); },
    toString() { throw new Error("toString should not be called"); },
};
shouldBe(+obj, 42);
shouldBe(`${obj}`, "str");
shouldBe(obj + "", "default");
shouldBe(obj * 1, 42);
shouldBe(obj == "default", true);
shouldBe(String(obj), "str");
shouldBe(obj < 50, true);
var key = {};
key[obj] = 1;
shouldBe(key.str, 1);
shouldBe(hints.join(), "number,string,default,number,default,string,number,string");

// Returning an object from Symbol.toPrimitive throws TypeError.
shouldThrow(() => +{ [Symbol.toPrimitive]() { return {}; } }, TypeError);

// A non-callable Symbol.toPrimitive (other than undefined/null) throws TypeError.
shouldThrow(() => +{ [Symbol.toPrimitive]: 1 }, TypeError);

// undefined or null Symbol.toPrimitive falls back to valueOf/toString.
shouldBe(+{ [Symbol.toPrimitive]: undefined, valueOf() { return 3; } }, 3);
shouldBe(+{ [Symbol.toPrimitive]: null, valueOf() { return 4; } }, 4);

// Inherited Symbol.toPrimitive from a class.
class Money {
    constructor(v) { this.v = v; }
    [Symbol.toPrimitive](hint) { return hint === "string" ? "$" + this.v : this.v; }
}
shouldBe(new Money(5) + new Money(6), 11);
shouldBe(`${new Money(5)}`, "$5");
