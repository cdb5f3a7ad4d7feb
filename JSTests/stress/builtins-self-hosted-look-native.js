//@ requireOptions("--test262")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) { threw = true; shouldBe(e instanceof type, true, message + ": " + e); }
    shouldBe(threw, true, message + " threw");
}

// The self-hosted callback methods (builtins/js/array_callbacks.js) look and behave like
// native functions, before their first call (placeholders) and after it (compiled code).
const lengths = { forEach: 1, map: 1, filter: 1, reduce: 1, some: 1, every: 1, find: 1, findIndex: 1 };
function checkShape(name, when) {
    const f = Array.prototype[name];
    const where = name + " (" + when + ")";
    shouldBe(typeof f, "function", where);
    shouldBe(f.name, name, where + " name");
    shouldBe(f.length, lengths[name], where + " length");
    shouldBe(Object.getPrototypeOf(f), Function.prototype, where + " prototype");
    shouldBe(Object.getOwnPropertyNames(f).sort().join(), "length,name", where + " own properties");
    shouldBe(f.hasOwnProperty("prototype"), false, where + " no prototype");
    shouldBe(String(f), "function " + name + "() { [native code] }", where + " toString");
    const descriptor = Object.getOwnPropertyDescriptor(Array.prototype, name);
    shouldBe(descriptor.writable && descriptor.configurable && !descriptor.enumerable, true, where + " attributes");
    shouldThrow(() => new f(x => x), TypeError, where + " is not a constructor");
    shouldThrow(() => Reflect.construct(function () {}, [], f), TypeError, where + " is not a new.target");
}
const identities = {};
for (const name in lengths) {
    checkShape(name, "before a call");
    identities[name] = Array.prototype[name];
}
[1, 2, 3].forEach(x => x);
[1].map(x => x); [1].filter(x => x); [1].reduce((a, b) => a + b); [1].some(x => x);
[1].every(x => x); [1].find(x => x); [1].findIndex(x => x);
for (const name in lengths) {
    checkShape(name, "after a call");
    shouldBe(Array.prototype[name], identities[name], name + " keeps its identity");
}

// Their frames do not show in stack traces, as a native method's would not.
function thrower() { throw new Error("from the callback"); }
try { [1].map(thrower); } catch (e) {
    shouldBe(/\[self-hosted\]/.test(e.stack), false, "no self-hosted frame in " + e.stack);
    shouldBe(/at thrower/.test(e.stack), true, "the callback's frame in " + e.stack);
}
try { [1].forEach(null); } catch (e) {
    shouldBe(e instanceof TypeError, true, "a TypeError");
    shouldBe(e.message, "null is not a function");
    shouldBe(/\[self-hosted\]/.test(e.stack), false, "no self-hosted frame in " + e.stack);
}

// Receivers: primitives are boxed, undefined and null throw before the callback is looked at.
shouldBe(Array.prototype.map.call("ab", c => c + c).join(), "aa,bb");
shouldThrow(() => Array.prototype.forEach.call(undefined, x => x), TypeError, "undefined this");
shouldThrow(() => Array.prototype.some.call(null, 42), TypeError, "null this");
let lengthRead = 0;
const arrayLike = { get length() { lengthRead++; return 2; }, 0: "a", 1: "b" };
shouldThrow(() => Array.prototype.every.call(arrayLike, 7), TypeError, "a non-callable after the length");
shouldBe(lengthRead, 1, "the length is read before the callable check");

// The argument count, not the value, decides whether reduce has an initial value.
shouldBe([1, 2].reduce((a, b) => a + b, undefined), NaN);
shouldBe([1, 2].reduce((a, b) => a + b), 3);
shouldThrow(() => [].reduce((a, b) => a + b), TypeError, "empty reduce");
shouldBe([].reduce((a, b) => a + b, 5), 5);
shouldThrow(() => [, , ,].reduce((a, b) => a + b), TypeError, "holes only");

// thisArg is passed as it is (strict callbacks see primitives unboxed).
[1].forEach(function () { "use strict"; shouldBe(this, 5); }, 5);
[1].forEach(function () { "use strict"; shouldBe(this, undefined); });

// Reentrancy: a callback calling the same method, and recursion through it.
function depth(n) { return n === 0 ? 0 : [n - 1].map(depth)[0] + 1; }
shouldBe(depth(200), 200);
shouldBe([[1, 2], [3]].map(inner => inner.map(x => x * 10).join("+")).join(), "10+20,30");

// Another realm's methods are its own functions and make arrays of that realm.
{
    const other = $262.createRealm().global;
    const otherMap = other.Array.prototype.map;
    shouldBe(otherMap === Array.prototype.map, false, "one function per realm");
    const made = otherMap.call([1, 2], x => x + 1);
    shouldBe(Object.getPrototypeOf(made) === other.Array.prototype, true, "species default in the method's realm");
    shouldBe(made.join(), "2,3");
}
