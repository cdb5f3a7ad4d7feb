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

// Primitives are converted to objects.
shouldBe(Object.keys("ab").length, 2);
shouldBe(Object.keys("ab")[1], "1");
shouldBe(Object.values("ab")[1], "b");
shouldBe(Object.entries("a")[0][1], "a");
shouldBe(Object.keys(5).length, 0);
shouldBe(Object.getOwnPropertyNames("ab").length, 3);
shouldBe(Object.getOwnPropertyNames("ab")[2], "length");
shouldThrow(function () { Object.keys(null); }, TypeError);
shouldThrow(function () { Object.values(undefined); }, TypeError);
shouldThrow(function () { Object.getOwnPropertyNames(undefined); }, TypeError);

// Order: integer keys ascending, then strings, then (for symbols) symbols.
var symbol = Symbol("s");
var object = { b: 1, [symbol]: 0, 10: 2, a: 3, 2: 4 };
var keys = Object.keys(object);
shouldBe(keys.length, 4);
shouldBe(keys[0] + keys[1] + keys[2] + keys[3], "210ba");
shouldBe(Object.getOwnPropertySymbols(object)[0], symbol);
shouldBe(Object.getOwnPropertySymbols(object).length, 1);
shouldBe(Object.getOwnPropertyNames(object).length, 4);

// Values are read with [[Get]] in key order; a getter can hide a later property.
var log = "";
var tricky = {
    get a() { log += "a;"; Object.defineProperty(this, "b", { enumerable: false }); return 1; },
    b: 2,
    get c() { log += "c;"; return 3; },
};
var values = Object.values(tricky);
shouldBe(log, "a;c;");
shouldBe(values.length, 2);
shouldBe(values[1], 3);
var entries = Object.entries({ x: 1 });
shouldBe(entries[0].length, 2);
shouldBe(entries[0][0], "x");

// getOwnPropertyDescriptors includes every own key.
var all = Object.getOwnPropertyDescriptors({ get g() { return 1; }, [symbol]: 2 });
shouldBe(typeof all.g.get, "function");
shouldBe(all[symbol].value, 2);
shouldBe(Object.getOwnPropertyDescriptor(all, "g").enumerable, true);
