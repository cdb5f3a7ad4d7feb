function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// delete removes own configurable properties and returns true.
var obj = { a: 1, b: 2 };
shouldBe(delete obj.a, true);
shouldBe("a" in obj, false);
shouldBe(delete obj.missing, true);
shouldBe(delete obj["b"], true);
shouldBe(Object.keys(obj).length, 0);

// delete does not affect the prototype chain.
var proto = { inherited: 1 };
var child = Object.create(proto);
shouldBe(delete child.inherited, true);
shouldBe(child.inherited, 1);

// Non-configurable properties: false in sloppy mode.
var fixed = {};
Object.defineProperty(fixed, "x", { value: 1, configurable: false });
shouldBe(delete fixed.x, false);
shouldBe(fixed.x, 1);

// Array elements: delete leaves a hole and does not change length.
var arr = [1, 2, 3];
shouldBe(delete arr[1], true);
shouldBe(arr.length, 3);
shouldBe(1 in arr, false);
shouldBe(delete arr.length, false);

// delete of non-references returns true.
shouldBe(delete 1, true);
shouldBe(delete "x".length, false);
shouldBe(delete (0, obj).c, true);

// The key expression is evaluated and converted.
var key = { toString() { return "k"; } };
var withK = { k: 1 };
shouldBe(delete withK[key], true);
shouldBe("k" in withK, false);

// delete on primitives' own properties.
shouldBe(delete "abc"[0], false);
shouldBe(delete "abc"[10], true);

// delete on null/undefined base throws.
shouldThrow(() => { var n = null; delete n.x; }, TypeError);
