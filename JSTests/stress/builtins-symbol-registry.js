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

// Symbol.for returns the one symbol registered for a key, made on first use.
var a = Symbol.for("key");
shouldBe(typeof a, "symbol");
shouldBe(Symbol.for("key"), a);
shouldBe(a.description, "key");
shouldBe(a.toString(), "Symbol(key)");
shouldBe(Symbol.keyFor(a), "key");

// Keys are strings: ToString is applied.
shouldBe(Symbol.for(1), Symbol.for("1"));
shouldBe(Symbol.for(undefined), Symbol.for("undefined"));
shouldBe(Symbol.for(), Symbol.for("undefined"));
shouldBe(Symbol.for(null), Symbol.for("null"));
shouldBe(Symbol.keyFor(Symbol.for(1)), "1");
shouldBe(Symbol.for({ toString: function () { return "obj"; } }), Symbol.for("obj"));
shouldThrow(function () { Symbol.for(Symbol()); }, TypeError);
shouldBe(Symbol.for("__proto__"), Symbol.for("__proto__"));
shouldBe(Symbol.keyFor(Symbol.for("__proto__")), "__proto__");
shouldBe(Symbol.for("") === Symbol.for(""), true);
shouldBe(Symbol.keyFor(Symbol.for("")), "");

// Unregistered symbols, including ones with the same description, are not found.
shouldBe(Symbol("key") === a, false);
shouldBe(Symbol.keyFor(Symbol("key")), undefined);
shouldBe(Symbol.keyFor(Symbol.iterator), undefined);
shouldBe(Symbol.keyFor(Symbol()), undefined);
shouldThrow(function () { Symbol.keyFor("key"); }, TypeError);
shouldThrow(function () { Symbol.keyFor(Object(a)); }, TypeError);

// Registered symbols work as keys like any other.
var object = {};
object[Symbol.for("shared")] = 1;
shouldBe(object[Symbol.for("shared")], 1);
shouldBe(Object.getOwnPropertySymbols(object)[0], Symbol.for("shared"));
