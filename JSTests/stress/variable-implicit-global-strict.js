function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Assigning to an undeclared name: sloppy creates a global, strict throws ReferenceError.
(function () { sloppyImplicit = 1; })();
shouldBe(globalThis.sloppyImplicit, 1);
delete globalThis.sloppyImplicit;

shouldThrow(function () { "use strict"; strictImplicit = 1; }, ReferenceError);
shouldBe("strictImplicit" in globalThis, false);

// Reading an undeclared name throws in both modes.
shouldThrow(function () { return undeclaredRead; }, ReferenceError);
shouldThrow(function () { "use strict"; return undeclaredRead; }, ReferenceError);

// In strict mode the rhs is evaluated before the ReferenceError.
var evaluated = false;
shouldThrow(function () { "use strict"; strictImplicit2 = (evaluated = true); }, ReferenceError);
shouldBe(evaluated, true);
