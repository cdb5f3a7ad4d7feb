function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Computed property names for methods, accessors, statics and fields, evaluated in order.
var log = [];
function key(k) { log.push(k); return k; }
var sym = Symbol("s");
class K {
    [key("a")]() { return "a"; }
    static [key("b")]() { return "b"; }
    get [key("c")]() { return "c"; }
    [key("d")] = "d";
    static [key("e")] = "e";
    [sym]() { return "sym"; }
    ["constructor"]() { return "not the constructor"; }
    [1 + 1]() { return 2; }
}
shouldBe(log.join(), "a,b,c,d,e");
var k = new K();
shouldBe(k.a(), "a");
shouldBe(K.b(), "b");
shouldBe(k.c, "c");
shouldBe(k.d, "d");
shouldBe(K.e, "e");
shouldBe(k[sym](), "sym");
shouldBe(k[2](), 2);
// A computed "constructor" is an ordinary method, not the class constructor.
shouldBe(K.prototype.constructor(), "not the constructor");

// Computed keys are converted with ToPropertyKey once.
var count = 0;
var objKey = { toString() { count++; return "fromObj"; } };
class L { [objKey]() { return 1; } }
shouldBe(count, 1);
shouldBe(new L().fromObj(), 1);

// A throwing computed key aborts the class definition.
shouldThrow(() => { class M { [(() => { throw new RangeError(); })()]() {} } }, RangeError);
