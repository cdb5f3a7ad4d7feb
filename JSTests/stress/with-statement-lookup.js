function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// with resolves names against the object first, then the enclosing scopes.
var obj = { a: 1, b: 2 };
var c = 3;
var result;
with (obj) {
    result = a + b + c;
}
shouldBe(result, 6);

// Inherited properties are found too.
var child = Object.create({ inherited: "yes" });
with (child) { result = inherited; }
shouldBe(result, "yes");

// Properties added during the with body are visible.
var dyn = {};
var outerVar = "outer";
with (dyn) {
    var before = outerVar;
    dyn.outerVar = "from object";
    var after = outerVar;
}
shouldBe(before, "outer");
shouldBe(after, "from object");

// Methods called through with get the object as this.
var calc = { v: 10, getV() { return this.v; } };
with (calc) { result = getV(); }
shouldBe(result, 10);

// Primitives are converted to objects; null/undefined throw.
with ("abc") { result = length; }
shouldBe(result, 3);
shouldThrow(() => { with (null) {} }, TypeError);
shouldThrow(() => { with (undefined) {} }, TypeError);

// Closures created inside with keep the object environment.
var scope = { x: "first" };
var getX;
with (scope) { getX = function () { return x; }; }
shouldBe(getX(), "first");
scope.x = "second";
shouldBe(getX(), "second");
