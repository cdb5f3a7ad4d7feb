function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Defining accessor properties with defineProperty and defineProperties.
var obj = {};
var store = 0;
Object.defineProperty(obj, "v", {
    get() { return store; },
    set(x) { store = x; },
    enumerable: true,
    configurable: true,
});
obj.v = 5;
shouldBe(obj.v, 5);
shouldBe(store, 5);
var d = Object.getOwnPropertyDescriptor(obj, "v");
shouldBe("value" in d, false);
shouldBe("writable" in d, false);
shouldBe(typeof d.get, "function");

// Converting between data and accessor on a configurable property.
Object.defineProperty(obj, "v", { value: "data" });
d = Object.getOwnPropertyDescriptor(obj, "v");
shouldBe(d.value, "data");
shouldBe(d.writable, false);
shouldBe(d.get, undefined);
shouldBe(d.enumerable, true);

// defineProperties defines several at once.
var multi = Object.defineProperties({}, {
    a: { value: 1, enumerable: true },
    b: { get() { return 2; }, enumerable: false },
});
shouldBe(multi.a + multi.b, 3);
shouldBe(Object.keys(multi).join(), "a");

// Object.create with property descriptors.
var created = Object.create({ p: "proto" }, { own: { value: "own", enumerable: true } });
shouldBe(created.own + created.p, "ownproto");

// Invalid descriptors throw TypeError.
shouldThrow(() => Object.defineProperty({}, "x", { value: 1, get() {} }), TypeError);
shouldThrow(() => Object.defineProperty({}, "x", { writable: true, set() {} }), TypeError);
shouldThrow(() => Object.defineProperty({}, "x", { get: 5 }), TypeError);
shouldThrow(() => Object.defineProperty({}, "x", 5), TypeError);
shouldThrow(() => Object.defineProperty(5, "x", {}), TypeError);

// defineProperty returns the object.
var target = {};
shouldBe(Object.defineProperty(target, "k", { value: 1 }), target);

// Descriptor fields are read from the prototype chain as well.
var inheritedDesc = Object.create({ value: "from proto", enumerable: true });
var withInherited = Object.defineProperty({}, "i", inheritedDesc);
shouldBe(withInherited.i, "from proto");
shouldBe(Object.keys(withInherited).join(), "i");
