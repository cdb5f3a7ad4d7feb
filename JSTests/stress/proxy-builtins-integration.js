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
// Builtins and syntax on proxies: Object.keys/entries/values/assign, JSON, spread,
// for-in, Array.isArray and IsArray users (concat, JSON), Object.prototype.toString.

var log = [];
function traced(target) {
    return new Proxy(target, {
        ownKeys: function (t) { log.push("ownKeys"); return Reflect.ownKeys(t); },
        getOwnPropertyDescriptor: function (t, k) { log.push("gopd " + String(k)); return Reflect.getOwnPropertyDescriptor(t, k); },
        get: function (t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); }
    });
}
var source = { a: 1, b: 2 };
Object.defineProperty(source, "hidden", { value: 3, enumerable: false });
var p = traced(source);
shouldBe(Object.keys(p).join(), "a,b");
shouldBe(log.join(), "ownKeys,gopd a,gopd b,gopd hidden");
log = [];
shouldBe(Object.values(p).join(), "1,2");
shouldBe(log.join(), "ownKeys,gopd a,get a,gopd b,get b,gopd hidden");
shouldBe(JSON.stringify(Object.entries(p)), '[["a",1],["b",2]]');
log = [];
var assigned = Object.assign({}, p);
shouldBe(JSON.stringify(assigned), '{"a":1,"b":2}');
shouldBe(log.join(), "ownKeys,gopd a,get a,gopd b,get b,gopd hidden");
shouldBe(JSON.stringify({ ...p }), '{"a":1,"b":2}');
var { a: first, ...rest } = p;
shouldBe(first, 1);
shouldBe(JSON.stringify(rest), '{"b":2}');
var forIn = [];
for (var key in p) forIn.push(key);
shouldBe(forIn.join(), "a,b");
// for-in walks the proxy's [[GetPrototypeOf]].
var withProto = new Proxy({ own: 1 }, { getPrototypeOf: function () { return { inherited: 2 }; } });
forIn = [];
for (var key in withProto) forIn.push(key);
shouldBe(forIn.join(), "own,inherited");

// JSON.stringify: an array proxy is serialized as an array, through its traps.
var arrayProxy = new Proxy([1, [2, 3], { x: 4 }], {});
shouldBe(Array.isArray(arrayProxy), true);
shouldBe(JSON.stringify(arrayProxy), '[1,[2,3],{"x":4}]');
shouldBe(JSON.stringify({ nested: new Proxy({ y: 5 }, {}) }), '{"nested":{"y":5}}');
shouldBe(JSON.stringify(new Proxy([], {})), "[]");
// A proxy as the replacer list.
shouldBe(JSON.stringify({ a: 1, b: 2, c: 3 }, new Proxy(["a", "c"], {})), '{"a":1,"c":3}');
// A function proxy is not serialized.
shouldBe(JSON.stringify(new Proxy(function () {}, {})), undefined);
// A lying length.
var liar = new Proxy([1, 2, 3], { get: function (t, k) { return k === "length" ? 1 : t[k]; } });
shouldBe(JSON.stringify(liar), "[1]");
// JSON.parse reviver on a proxy holder sees arrays through IsArray.
var revived = JSON.parse("[1,2]", function (k, v) { return typeof v === "number" ? v * 10 : v; });
shouldBe(revived.join(), "10,20");

// Array.prototype.concat spreads an array proxy (IsConcatSpreadable -> IsArray).
shouldBe([0].concat(new Proxy([1, 2], {})).length, 3);
shouldBe([0].concat(new Proxy({ length: 2, 0: "x" }, {})).length, 2, "a non-array proxy is one element");
// Species: ArraySpeciesCreate sees an array through a proxy and reads its constructor.
var speciesLog = [];
var speciesProxy = new Proxy([1, 2, 3], { get: function (t, k, r) { speciesLog.push(String(k)); return Reflect.get(t, k, r); } });
var mapped = Array.prototype.map.call(speciesProxy, function (x) { return x * 2; });
shouldBe(Array.isArray(mapped), true);
shouldBe(mapped.join(), "2,4,6");
shouldBe(speciesLog.indexOf("constructor") >= 0, true);
shouldBe([[1, [2]], new Proxy([3, [4]], {})].flat(Infinity).join(), "1,2,3,4");

// Array methods on an array proxy go through [[Get]] and [[Set]].
var arrayTarget = [3, 1, 2];
var arrayView = new Proxy(arrayTarget, {});
Array.prototype.sort.call(arrayView);
shouldBe(arrayTarget.join(), "1,2,3");
Array.prototype.push.call(arrayView, 4);
shouldBe(arrayTarget.length, 4);
shouldBe(Array.prototype.indexOf.call(arrayView, 4), 3);
shouldBe(Array.from(arrayView).join(), "1,2,3,4");
shouldBe([...arrayView].join(), "1,2,3,4", "spread reads Symbol.iterator through the proxy");

// Object.prototype.toString.
shouldBe(Object.prototype.toString.call(new Proxy([], {})), "[object Array]");
shouldBe(Object.prototype.toString.call(new Proxy(function () {}, {})), "[object Function]");
shouldBe(Object.prototype.toString.call(new Proxy({}, {})), "[object Object]");
shouldBe(Object.prototype.toString.call(new Proxy(new Date(0), {})), "[object Object]");
shouldBe(String(new Proxy({}, { get: function (t, k) { return k === Symbol.toStringTag ? "Tagged" : t[k]; } })), "[object Tagged]");

// Conversions call through [[Get]].
var convertible = new Proxy({}, { get: function (t, k) { return k === Symbol.toPrimitive ? function () { return 42; } : undefined; } });
shouldBe(+convertible, 42);
shouldBe(`${convertible}`, "42");
// Object.freeze/isFrozen and Object.getOwnPropertyDescriptors on a proxy.
var frozen = Object.freeze(new Proxy({ f: 1 }, {}));
shouldBe(Object.isFrozen(frozen), true);
shouldBe(Object.getOwnPropertyDescriptors(new Proxy({ d: 1 }, {})).d.value, 1);
// Function.prototype.apply with a proxy arguments list.
shouldBe(Math.max.apply(null, new Proxy([1, 9, 4], {})), 9);
// Proxies are not equal to their targets.
var t = {};
shouldBe(new Proxy(t, {}) === t, false);
shouldBe(Object.is(new Proxy(t, {}), t), false);
