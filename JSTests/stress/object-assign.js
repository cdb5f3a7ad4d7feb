function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.assign copies own enumerable properties (strings and symbols) using [[Set]].
var s = Symbol();
var target = { a: 1 };
var result = Object.assign(target, { b: 2 }, null, undefined, { c: 3, [s]: 4 }, "xy");
shouldBe(result, target);
shouldBe(Object.keys(target).join(), "0,1,a,b,c");
shouldBe(target[s], 4);
shouldBe(target[0], "x");

// Setters on the target are invoked.
var log = [];
var withSetter = { set v(x) { log.push(x); } };
Object.assign(withSetter, { v: "assigned" });
shouldBe(log.join(), "assigned");

// Getters on the source are invoked.
var src = { get g() { return "from getter"; } };
var copy = Object.assign({}, src);
shouldBe(Object.getOwnPropertyDescriptor(copy, "g").value, "from getter");

// Non-enumerable and inherited properties are skipped.
var proto = { inherited: 1 };
var source = Object.create(proto);
Object.defineProperty(source, "hidden", { value: 1, enumerable: false });
var empty = Object.assign({}, source);
shouldBe(Object.keys(empty).length, 0);

// Writing to a read-only target property throws (assign uses strict [[Set]]).
var ro = Object.freeze({ x: 1 });
shouldThrow(() => Object.assign(ro, { x: 2 }), TypeError);

// An exception stops copying midway.
var partial = {};
shouldThrow(() => Object.assign(partial, { a: 1, get b() { throw new RangeError(); }, c: 3 }), RangeError);
shouldBe(partial.a, 1);
shouldBe("c" in partial, false);

// The target is converted to an object.
shouldThrow(() => Object.assign(null, {}), TypeError);
shouldBe(typeof Object.assign(1, { a: 1 }), "object");
