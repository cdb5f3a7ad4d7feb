function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A closure that reads a let binding throws if called before the binding is initialised.
function test() {
    function read() { return value; }
    var r1;
    try { read(); } catch (e) { r1 = e instanceof ReferenceError; }
    let value = "ready";
    return [r1, read()];
}
var r = test();
shouldBe(r[0], true);
shouldBe(r[1], "ready");

// Writing through a closure before initialisation throws too.
function writeEarly() {
    var set = () => { v = 1; };
    set();
    let v;
}
shouldThrow(writeEarly, ReferenceError);

// Calling a hoisted function that uses a const declared later at the same level.
function usesLater() { return LATER; }
shouldThrow(usesLater, ReferenceError);
const LATER = 10;
shouldBe(usesLater(), 10);

// A closure created inside the TDZ can be called later successfully.
var getLate;
{
    getLate = () => late;
    let late = "late value";
}
shouldBe(getLate(), "late value");

// TDZ in a default parameter referring to a body-level let is not possible; body lets are separate.
function p(a = () => typeof inBody) { let inBody = 1; return a(); }
shouldBe(p(), "undefined");
