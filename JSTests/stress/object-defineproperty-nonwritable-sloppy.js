function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In sloppy mode, assigning to a non-writable property silently does nothing.
var obj = {};
Object.defineProperty(obj, "fixed", { value: 1, writable: false });
obj.fixed = 2;
shouldBe(obj.fixed, 1);
obj.fixed++;
shouldBe(obj.fixed, 1);
var result = (obj.fixed = 3);
shouldBe(result, 3);
shouldBe(obj.fixed, 1);

// Getter-only accessor: assignment ignored.
var acc = {};
Object.defineProperty(acc, "g", { get() { return "getter"; } });
acc.g = "x";
shouldBe(acc.g, "getter");

// Non-extensible object: adding ignored.
var ne = Object.preventExtensions({ a: 1 });
ne.b = 2;
shouldBe(ne.b, undefined);
shouldBe("b" in ne, false);

// Deleting non-configurable returns false.
shouldBe(delete obj.fixed, false);

// Non-writable array length: push still throws even in sloppy mode (it is a built-in call).
var arr = [1];
Object.defineProperty(arr, "length", { writable: false });
arr[1] = 2;
shouldBe(arr.length, 1);
shouldBe(arr[1], undefined);
shouldThrow(() => arr.push(2), TypeError);
