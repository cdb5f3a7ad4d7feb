// `instanceof` finds Symbol.hasInstance and `prototype` through the shared property cache
// and skips calling the default Function.prototype[Symbol.hasInstance]. Everything that can
// make either lookup or the call differ must still be seen, in loops long enough for the JIT.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = null;
    try { f(); } catch (e) { threw = e; }
    if (!(threw instanceof type)) throw new Error(message + ": expected a " + type.name + ", got " + threw);
}

class A {}
class B extends A {}
function F() {}
const N = 500;

for (let i = 0; i < N; i++) {
    const b = new B();
    shouldBe(b instanceof B, true);
    shouldBe(b instanceof A, true);
    shouldBe(b instanceof Object, true);
    shouldBe(b instanceof F, false);
    shouldBe(5 instanceof A, false, "a primitive");
    shouldBe(Object.create(null) instanceof Object, false);
}

// A prototype replaced between checks is read again.
const f1 = new F();
for (let i = 0; i < N; i++) {
    shouldBe(f1 instanceof F, i % 2 === 0, "round " + i);
    F.prototype = i % 2 === 0 ? {} : Object.getPrototypeOf(f1);
}

// A target's own Symbol.hasInstance, added after the sites warmed up, is called.
class Always {}
let called = 0;
for (let i = 0; i < N; i++) {
    if (i === N / 2) Object.defineProperty(Always, Symbol.hasInstance, { value: () => (called++, true) });
    shouldBe(1 instanceof Always, i >= N / 2);
}
shouldBe(called, N / 2);

// A getter for Symbol.hasInstance on a prototype runs every time.
let gets = 0;
const base = function () {};
const withGetter = Object.setPrototypeOf(function () {}, base);
Object.defineProperty(base, Symbol.hasInstance, { get() { gets++; return () => false; } });
for (let i = 0; i < N; i++) shouldBe({} instanceof withGetter, false);
shouldBe(gets, N);

// Bound functions use their target; proxies run their traps.
const Bound = B.bind(null);
let trapped = 0;
const Proxied = new Proxy(B, { get(target, key) { trapped++; return Reflect.get(target, key); } });
for (let i = 0; i < N; i++) {
    shouldBe(new B() instanceof Bound, true);
    shouldBe(new B() instanceof Proxied, true);
}
shouldBe(trapped >= 2 * N, true, "the proxy's get trap ran for both lookups");

// Errors: a target that is not callable, and a prototype that is not an object.
function NoProto() {}
NoProto.prototype = 3;
for (let i = 0; i < 20; i++) {
    shouldThrow(() => ({}) instanceof {}, TypeError, "not callable");
    shouldThrow(() => ({}) instanceof NoProto, TypeError, "prototype not an object");
    shouldBe(1 instanceof NoProto, false, "a primitive is checked before the prototype");
}
