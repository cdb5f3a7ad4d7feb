//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// import.meta is an object with a null prototype, the same object on every access.
shouldBe(typeof import.meta, "object");
shouldBe(import.meta !== null, true);
shouldBe(Object.getPrototypeOf(import.meta), null);
shouldBe(import.meta, import.meta);
function getMeta() { return import.meta; }
shouldBe(getMeta(), import.meta);

// It is extensible.
import.meta.custom = "value";
shouldBe(import.meta.custom, "value");

// import.meta is a syntax error outside modules (eval code is never module code).
shouldThrow(() => eval("import.meta"), SyntaxError);
shouldThrow(() => (0, eval)("import.meta"), SyntaxError);
