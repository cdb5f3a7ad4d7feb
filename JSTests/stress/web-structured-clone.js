// structuredClone (HTML §2.7): primitives, wrappers, Dates, RegExps, Maps, Sets, plain
// objects and arrays, with cycles and shared references kept, in the order the
// serialization visits them.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

shouldBe(typeof structuredClone, "function");
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "structuredClone").enumerable, true);
shouldThrow(() => structuredClone(), TypeError);

// Primitives are themselves (-0 and NaN too); symbols cannot be cloned.
for (var value of [undefined, null, true, false, 0, 1.5, NaN, Infinity, "", "text", 12345678901234567890n, -1n])
    shouldBe(structuredClone(value), value);
shouldBe(Object.is(structuredClone(-0), -0), true);
var long = "x".repeat(100000) + "\ud800";
shouldBe(structuredClone(long), long);

// Wrappers: a new wrapper of the same primitive, without the extra properties.
var wrapped = new String("ab");
wrapped.extra = 1;
var copy = structuredClone(wrapped);
shouldBe(copy instanceof String, true);
shouldBe(copy !== wrapped, true);
shouldBe(copy.valueOf(), "ab");
shouldBe(copy.length, 2);
shouldBe(copy.extra, undefined);
shouldBe(structuredClone(new Boolean(false)).valueOf(), false);
shouldBe(typeof structuredClone(new Boolean(false)), "object");
shouldBe(Object.is(structuredClone(new Number(-0)).valueOf(), -0), true);
shouldBe(structuredClone(Object(7n)).valueOf(), 7n);
shouldBe(typeof structuredClone(Object(7n)), "object");

// Dates keep their time value, invalid ones included.
var date = new Date(2020, 1, 29, 12, 30);
copy = structuredClone(date);
shouldBe(copy instanceof Date, true);
shouldBe(copy !== date, true);
shouldBe(copy.getTime(), date.getTime());
shouldBe(structuredClone(new Date(NaN)).getTime(), NaN);

// RegExps keep source and flags; lastIndex and other properties are not kept.
var regexp = /a(b)+c/gimsuy;
regexp.lastIndex = 3;
regexp.extra = true;
copy = structuredClone(regexp);
shouldBe(copy instanceof RegExp, true);
shouldBe(copy.source, "a(b)+c");
shouldBe(copy.flags, "gimsuy");
shouldBe(copy.lastIndex, 0);
shouldBe(copy.extra, undefined);
shouldBe(structuredClone(/x/d).hasIndices, true);
var used = /(\d+)/g;
used.exec("a 12 b");
copy = structuredClone(used);
shouldBe(copy.exec("a 12 b")[1], "12");
copy = structuredClone(new RegExp("b+", "g"));
shouldBe(copy.test("abbb"), true);
shouldBe(copy.lastIndex, 4);

// Plain objects: own enumerable string keys in order, values cloned; the prototype,
// symbols, non-enumerable and inherited properties are not kept; getters are called.
var proto = { inherited: 1 };
var object = Object.create(proto);
object.b = 2;
object.a = { nested: [1, 2] };
object[3] = "three";
object[Symbol("s")] = "symbol";
Object.defineProperty(object, "hidden", { value: 4, enumerable: false });
Object.defineProperty(object, "getter", { get() { return "got"; }, enumerable: true });
copy = structuredClone(object);
shouldBe(Object.getPrototypeOf(copy), Object.prototype);
shouldBe(Object.keys(copy).join(), "3,b,a,getter");
shouldBe(copy.a !== object.a, true);
shouldBe(copy.a.nested.join(), "1,2");
shouldBe(copy.getter, "got");
shouldBe(Object.getOwnPropertyDescriptor(copy, "getter").value, "got");
shouldBe(Object.getOwnPropertySymbols(copy).length, 0);
shouldBe("hidden" in copy, false);
shouldBe("inherited" in copy, false);
class Point { constructor() { this.x = 1; this.y = 2; } get sum() { return this.x + this.y; } }
copy = structuredClone(new Point());
shouldBe(copy instanceof Point, false);
shouldBe(copy.x + copy.y, 3);
shouldBe(copy.sum, undefined);
class Private { #secret = 1; visible = 2; }
shouldBe(JSON.stringify(structuredClone(new Private())), '{"visible":2}');
var parsed = JSON.parse('{"__proto__": {"polluted": true}}');
copy = structuredClone(parsed);
shouldBe(Object.keys(copy).join(), "__proto__");
shouldBe(copy.polluted, undefined);
shouldBe(Object.getPrototypeOf(copy), Object.prototype);
shouldBe(Object.keys(structuredClone(Object.create(null))).length, 0);

// Getters run in key order; a key deleted by an earlier getter is skipped; a key added
// by one is not visited.
var order = [];
var mutating = { first: 1 };
Object.defineProperty(mutating, "second", { enumerable: true, get() { order.push("second"); delete this.third; this.fourth = 4; return 2; } });
mutating.third = 3;
Object.defineProperty(mutating, "fifth", { enumerable: true, get() { order.push("fifth"); return 5; } });
copy = structuredClone(mutating);
shouldBe(order.join(), "second,fifth");
shouldBe(Object.keys(copy).join(), "first,second,fifth");
// A getter that throws aborts the clone with its exception.
shouldThrow(() => structuredClone({ get bad() { throw new RangeError("no"); } }), RangeError);

// Arrays: the length, holes and extra properties are kept.
var array = [1, , 3];
array.extra = "x";
array.length = 5;
copy = structuredClone(array);
shouldBe(Array.isArray(copy), true);
shouldBe(copy.length, 5);
shouldBe(1 in copy, false);
shouldBe(copy[2], 3);
shouldBe(copy.extra, "x");
var sparse = [];
sparse[100000] = "far";
copy = structuredClone(sparse);
shouldBe(copy.length, 100001);
shouldBe(copy[100000], "far");
shouldBe(Object.keys(copy).length, 1);
class MyArray extends Array {}
copy = structuredClone(MyArray.from([1, 2]));
shouldBe(Object.getPrototypeOf(copy), Array.prototype);
shouldBe(copy.join(), "1,2");
var frozen = Object.freeze([1, 2]);
shouldBe(Object.isFrozen(structuredClone(frozen)), false);

// Cycles and shared references come out with the same shape.
var cyclic = { name: "root" };
cyclic.self = cyclic;
cyclic.list = [cyclic, cyclic];
copy = structuredClone(cyclic);
shouldBe(copy !== cyclic, true);
shouldBe(copy.self, copy);
shouldBe(copy.list[0], copy);
shouldBe(copy.list[1], copy);
var shared = { shared: true };
copy = structuredClone({ a: shared, b: [shared], c: new Map([[shared, shared]]) });
shouldBe(copy.a, copy.b[0]);
shouldBe(copy.c.get(copy.a), copy.a);
shouldBe(copy.a !== shared, true);
var selfArray = [];
selfArray.push(selfArray);
copy = structuredClone(selfArray);
shouldBe(copy[0], copy);

// Maps and Sets: entries in order, keys and values cloned, shared with the rest.
var key = { k: 1 };
var map = new Map([[key, "object key"], ["s", { v: 2 }], [NaN, -0]]);
map.extra = 1;
copy = structuredClone(map);
shouldBe(copy instanceof Map, true);
shouldBe(copy.size, 3);
shouldBe(copy.extra, undefined);
var keys = Array.from(copy.keys());
shouldBe(keys[0] !== key && keys[0].k === 1, true);
shouldBe(copy.get(keys[0]), "object key");
shouldBe(copy.get("s").v, 2);
shouldBe(copy.has(NaN), true);
var set = new Set([1, "a", key]);
copy = structuredClone(set);
shouldBe(copy instanceof Set, true);
shouldBe(Array.from(copy).length, 3);
shouldBe(copy.has(1) && copy.has("a") && !copy.has(key), true);
var selfMap = new Map();
selfMap.set(selfMap, selfMap);
copy = structuredClone(selfMap);
shouldBe(copy.get(copy), copy);
class MyMap extends Map {}
shouldBe(Object.getPrototypeOf(structuredClone(new MyMap([[1, 2]]))), Map.prototype);
// The entries are those of the map when its serialization starts: a value's getter that
// adds an entry does not get it cloned.
var growing = new Map();
growing.set("a", { get x() { growing.set("late", 1); return 1; } });
copy = structuredClone(growing);
shouldBe(copy.size, 1);
shouldBe(growing.size, 2);
