function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.getOwnPropertyDescriptors returns descriptors for all own keys including symbols.
var s = Symbol("s");
var obj = { a: 1, get b() { return 2; }, [s]: 3 };
Object.defineProperty(obj, "hidden", { value: 4 });
var descs = Object.getOwnPropertyDescriptors(obj);
shouldBe(descs.a.value, 1);
shouldBe(typeof descs.b.get, "function");
shouldBe(descs[s].value, 3);
shouldBe(descs.hidden.enumerable, false);
shouldBe(Object.keys(descs).join(), "a,b,hidden");

// Shallow clone preserving accessors and the prototype.
var proto = { p: 1 };
var source = Object.create(proto, { g: { get() { return "g"; }, enumerable: true } });
var clone = Object.create(Object.getPrototypeOf(source), Object.getOwnPropertyDescriptors(source));
shouldBe(clone.g, "g");
shouldBe(clone.p, 1);
shouldBe(typeof Object.getOwnPropertyDescriptor(clone, "g").get, "function");

// getOwnPropertyDescriptor on a missing key returns undefined.
shouldBe(Object.getOwnPropertyDescriptor({}, "missing"), undefined);
// And on primitives.
shouldBe(Object.getOwnPropertyDescriptor("abc", "length").value, 3);
shouldThrow(() => Object.getOwnPropertyDescriptor(null, "x"), TypeError);
