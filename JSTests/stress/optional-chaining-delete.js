function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// delete a?.b returns true when short-circuited and deletes otherwise.
var nul = null;
shouldBe(delete nul?.x, true);

var obj = { x: 1, inner: { y: 2 } };
shouldBe(delete obj?.x, true);
shouldBe("x" in obj, false);
shouldBe(delete obj?.inner.y, true);
shouldBe("y" in obj.inner, false);
shouldBe(delete obj.missing?.y, true);

// Short-circuit: the key expression is not evaluated.
var evaluated = false;
delete nul?.[(evaluated = true, "k")];
shouldBe(evaluated, false);

// Deleting a non-configurable property via optional chain in strict mode throws.
var frozen = Object.freeze({ f: 1 });
shouldThrow(() => { "use strict"; delete frozen?.f; }, TypeError);
