function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Assigning to a const binding throws TypeError, in sloppy and strict mode.
const c = 1;
shouldThrow(() => { c = 2; }, TypeError);
shouldThrow(() => { c += 1; }, TypeError);
shouldThrow(() => { c++; }, TypeError);
shouldThrow(() => { --c; }, TypeError);
shouldThrow(() => { [c] = [5]; }, TypeError);
shouldThrow(() => { ({ c } = { c: 5 }); }, TypeError);
shouldThrow(() => { for (c of [1]) {} }, TypeError);
shouldThrow(() => { for (c in { a: 1 }) {} }, TypeError);
shouldBe(c, 1);

// The right-hand side is evaluated before the error.
var evaluated = false;
shouldThrow(() => { c = (evaluated = true); }, TypeError);
shouldBe(evaluated, true);

// const objects are mutable; the binding is not.
const obj = { v: 1 };
obj.v = 2;
shouldBe(obj.v, 2);

// Closures assigning to an outer const.
function make() {
    const k = "k";
    return () => { k = "changed"; };
}
shouldThrow(make(), TypeError);

// const without initializer is a syntax error; const in for-of gets a fresh binding.
shouldThrow(() => eval("const z;"), SyntaxError);
var collected = [];
for (const item of [1, 2]) collected.push(item);
shouldBe(collected.join(), "1,2");
