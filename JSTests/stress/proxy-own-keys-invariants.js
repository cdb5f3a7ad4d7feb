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
// The ownKeys trap: its result list, duplicates, element types, and the invariants against
// the target's non-configurable keys and extensibility (10.5.11).

var sym = Symbol("s");
var proxy = new Proxy({}, { ownKeys: function () { return ["b", sym, "a", "1"]; } });
var keys = Reflect.ownKeys(proxy);
shouldBe(keys.length, 4);
shouldBe(keys[0], "b");
shouldBe(keys[1], sym);
shouldBe(keys[2], "a");
shouldBe(keys[3], "1");
shouldBe(Object.getOwnPropertyNames(proxy).join(), "b,a,1");
shouldBe(Object.getOwnPropertySymbols(proxy)[0], sym);
// Object.keys asks getOwnPropertyDescriptor of each key: none exist on the target.
shouldBe(Object.keys(proxy).length, 0);

// An array-like result is read by length and index.
shouldBe(Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return { length: 2, 0: "x", 1: "y" }; } })).join(), "x,y");

// Duplicates are a TypeError (the hostile case).
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return ["a", "a"]; } })); }, TypeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return [sym, sym]; } })); }, TypeError);
// Elements that are not strings or symbols.
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return [1]; } })); }, TypeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return [{}]; } })); }, TypeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return [undefined]; } })); }, TypeError);
// A result that is not an object.
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return "ab"; } })); }, TypeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () {} })); }, TypeError);
// A huge claimed length fails at once (an implementation limit, as in other engines),
// without reading billions of elements.
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return { length: 2 ** 53 - 1 }; } })); }, RangeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return { length: 3 }; } })); }, TypeError);
shouldThrow(function () {
    var getter = { length: 2 ** 53 - 1 };
    Reflect.ownKeys(new Proxy({}, { ownKeys: function () { return new Proxy(getter, { get: function (t, k) { return k === "length" ? t.length : "k"; } }); } }));
}, RangeError);

// Every non-configurable key of the target must be listed.
var fixed = Object.defineProperty({ loose: 1 }, "fixed", { value: 1, configurable: false });
shouldThrow(function () { Reflect.ownKeys(new Proxy(fixed, { ownKeys: function () { return ["loose"]; } })); }, TypeError);
shouldBe(Reflect.ownKeys(new Proxy(fixed, { ownKeys: function () { return ["fixed"]; } })).join(), "fixed");
shouldBe(Reflect.ownKeys(new Proxy(fixed, { ownKeys: function () { return ["fixed", "extra"]; } })).join(), "fixed,extra");

// A non-extensible target: exactly its keys, no more, no fewer.
var closed = Object.preventExtensions({ a: 1, b: 2 });
shouldBe(Reflect.ownKeys(new Proxy(closed, { ownKeys: function () { return ["b", "a"]; } })).join(), "b,a");
shouldThrow(function () { Reflect.ownKeys(new Proxy(closed, { ownKeys: function () { return ["a"]; } })); }, TypeError);
shouldThrow(function () { Reflect.ownKeys(new Proxy(closed, { ownKeys: function () { return ["a", "b", "c"]; } })); }, TypeError);

// No trap: the target's keys in their order (indices, strings, symbols).
var ordered = { b: 1, 2: 1, a: 1, 1: 1 };
ordered[sym] = 1;
var forwarded = Reflect.ownKeys(new Proxy(ordered, {}));
shouldBe(forwarded.slice(0, 4).join(), "1,2,b,a");
shouldBe(forwarded[4], sym);
shouldBe(Reflect.ownKeys(new Proxy([1, 2], {})).join(), "0,1,length");

// Keys handed out by a trap survive collections while the engine works on them.
var many = [];
for (var i = 0; i < 200; i++) many.push("key" + i);
var big = new Proxy({}, {
    ownKeys: function () { return many.map(function (k) { return k + ""; }); },
    getOwnPropertyDescriptor: function (t, k) { return { value: k, enumerable: true, configurable: true }; },
    get: function (t, k) { return k + "!"; }
});
var entries = Object.entries(big);
shouldBe(entries.length, 200);
shouldBe(entries[199][0], "key199");
shouldBe(entries[199][1], "key199!");
var assigned = Object.assign({}, big);
shouldBe(assigned.key7, "key7!");
var spread = { ...big };
shouldBe(spread.key150, "key150!");
var forIn = [];
for (var k in big) forIn.push(k);
shouldBe(forIn.length, 200);
shouldBe(forIn[42], "key42");
