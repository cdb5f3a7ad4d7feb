function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.preventExtensions stops new properties but allows changing and deleting existing ones.
var obj = Object.preventExtensions({ a: 1, b: 2 });
shouldBe(Object.isExtensible(obj), false);
obj.c = 3;
shouldBe(obj.c, undefined);
obj.a = 10;
shouldBe(obj.a, 10);
shouldBe(delete obj.b, true);
shouldBe("b" in obj, false);
obj.b = 2;
shouldBe("b" in obj, false);

(function () {
    "use strict";
    shouldThrow(() => { obj.d = 1; }, TypeError);
    shouldThrow(() => Object.defineProperty(obj, "e", { value: 1 }), TypeError);
})();

// The prototype cannot change, but inherited properties still appear.
var proto = { inherited: "yes" };
var child = Object.preventExtensions(Object.create(proto));
shouldBe(child.inherited, "yes");
shouldThrow(() => Object.setPrototypeOf(child, {}), TypeError);
// Setting it to the same prototype is fine.
shouldBe(Object.setPrototypeOf(child, proto), child);
proto.later = "added to proto";
shouldBe(child.later, "added to proto");

// Assigning to an inherited name creates an own property, which is not allowed.
child.inherited = "own";
shouldBe(child.hasOwnProperty("inherited"), false);

// Arrays.
var arr = Object.preventExtensions([1, 2]);
shouldThrow(() => arr.push(3), TypeError);
arr.length = 1;
shouldBe(arr.length, 1);
arr[1] = 5;
shouldBe(arr.length, 1);

// Primitives are non-extensible.
shouldBe(Object.isExtensible(1), false);
shouldBe(Object.preventExtensions(1), 1);
