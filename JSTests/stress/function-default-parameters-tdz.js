function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A parameter initializer cannot refer to a later parameter (TDZ) nor to itself.
function later(a = b, b) { return a; }
shouldThrow(() => later(), ReferenceError);
shouldBe(later(1, 2), 1);

function self(a = a) { return a; }
shouldThrow(() => self(), ReferenceError);
shouldBe(self(3), 3);

// Closures capturing a later parameter work once it is initialised.
function deferred(a = () => b, b = 2) { return a(); }
shouldBe(deferred(), 2);
