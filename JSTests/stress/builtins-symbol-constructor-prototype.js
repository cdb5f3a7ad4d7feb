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

// Symbol is a function and a constructor that refuses `new`.
shouldBe(typeof Symbol(), "symbol");
shouldBe(Symbol.length, 0);
shouldThrow(function () { new Symbol(); }, TypeError);
class Sub extends Symbol {}
shouldThrow(function () { new Sub(); }, TypeError);
shouldBe(Symbol().description, undefined);
shouldBe(Symbol(undefined).description, undefined);
shouldBe(Symbol(null).description, "null");
shouldBe(Symbol("").description, "");
shouldBe(Symbol({ toString: function () { return "d"; } }).description, "d");
shouldThrow(function () { Symbol(Symbol()); }, TypeError);

// The well-known symbols: non-writable, non-enumerable, non-configurable.
var names = ["asyncIterator", "hasInstance", "isConcatSpreadable", "iterator", "match", "matchAll",
    "replace", "search", "species", "split", "toPrimitive", "toStringTag", "unscopables"];
for (var i = 0; i < names.length; i++) {
    var d = Object.getOwnPropertyDescriptor(Symbol, names[i]);
    shouldBe(typeof d.value, "symbol", names[i]);
    shouldBe(d.value.description, "Symbol." + names[i]);
    shouldBe(d.writable || d.enumerable || d.configurable, false, names[i]);
}

// Symbol.prototype.
var proto = Symbol.prototype;
shouldBe(proto.constructor, Symbol);
shouldBe(Object.prototype.toString.call(proto), "[object Symbol]");
var tag = Object.getOwnPropertyDescriptor(proto, Symbol.toStringTag);
shouldBe(tag.value, "Symbol");
shouldBe(tag.writable || tag.enumerable, false);
shouldBe(tag.configurable, true);
var toPrimitive = Object.getOwnPropertyDescriptor(proto, Symbol.toPrimitive);
shouldBe(toPrimitive.writable || toPrimitive.enumerable, false);
shouldBe(toPrimitive.configurable, true);
shouldBe(toPrimitive.value.name, "[Symbol.toPrimitive]");
shouldBe(toPrimitive.value.length, 1);
var description = Object.getOwnPropertyDescriptor(proto, "description");
shouldBe(description.set, undefined);
shouldBe(description.get.name, "get description");

// The methods take symbols or Symbol objects.
var symbol = Symbol("s");
var wrapper = Object(symbol);
shouldBe(typeof wrapper, "object");
shouldBe(wrapper.valueOf(), symbol);
shouldBe(wrapper.toString(), "Symbol(s)");
shouldBe(wrapper.description, "s");
shouldBe(proto[Symbol.toPrimitive].call(wrapper, "number"), symbol);
shouldBe(wrapper == symbol, true);
shouldBe(Symbol().toString(), "Symbol()");
shouldThrow(function () { proto.toString.call("s"); }, TypeError);
shouldThrow(function () { proto.valueOf.call({}); }, TypeError);
shouldThrow(function () { description.get.call(proto); }, TypeError);
shouldThrow(function () { proto[Symbol.toPrimitive].call(1); }, TypeError);
// Conversions of symbols to strings and numbers still throw.
shouldThrow(function () { return "" + symbol; }, TypeError);
shouldThrow(function () { return wrapper + ""; }, TypeError);
shouldThrow(function () { return +symbol; }, TypeError);
