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

// Object.assign reads each enumerable own property with [[Get]] and writes it with
// [[Set]], source by source, in [[OwnPropertyKeys]] order (indices, strings, symbols).
var log = "";
var symbol = Symbol("s");
var source = {
    get b() { log += "get b;"; return 2; },
    get 1() { log += "get 1;"; return 1; },
    get [symbol]() { log += "get symbol;"; return 3; },
};
var target = {
    set b(v) { log += "set b=" + v + ";"; },
};
var result = Object.assign(target, null, undefined, source);
shouldBe(result, target);
shouldBe(log, "get 1;get b;set b=2;get symbol;");
shouldBe(target[1], 1);
shouldBe(target[symbol], 3);

// Non-enumerable properties are skipped; a property deleted by an earlier getter is too.
var deleting = { get first() { delete this.second; return "f"; }, second: "s" };
Object.defineProperty(deleting, "hidden", { value: "h", enumerable: false });
var copy = Object.assign({}, deleting);
shouldBe(copy.first, "f");
shouldBe("second" in copy, false);
shouldBe("hidden" in copy, false);

// Primitive sources are converted to objects; the target too.
var fromString = Object.assign({}, "ab", 1, true);
shouldBe(fromString[0], "a");
shouldBe(fromString[1], "b");
shouldBe(typeof Object.assign(5), "object");
shouldThrow(function () { Object.assign(null); }, TypeError);
shouldThrow(function () { Object.assign(undefined, {}); }, TypeError);

// A failed [[Set]] throws, even in sloppy code, after earlier properties were copied.
var frozen = Object.freeze({ b: 0 });
shouldThrow(function () { Object.assign(frozen, { b: 1 }); }, TypeError);
var partial = Object.defineProperty({}, "y", { value: 0, writable: false });
shouldThrow(function () { Object.assign(partial, { x: 1, y: 2, z: 3 }); }, TypeError);
shouldBe(partial.x, 1);
shouldBe("z" in partial, false);
