function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Arrow functions have no prototype property and cannot be used with new.
var arrow = () => 1;
shouldBe(arrow.hasOwnProperty("prototype"), false);
shouldBe(arrow.prototype, undefined);
shouldThrow(() => new arrow(), TypeError);

var asyncArrow = async () => 1;
shouldBe(asyncArrow.hasOwnProperty("prototype"), false);
shouldThrow(() => new asyncArrow(), TypeError);

// Arrows can still be called and have length/name.
shouldBe(arrow(), 1);
shouldBe(((a, b, c) => 0).length, 3);
shouldBe(arrow.name, "arrow");

// Arrow body with an object literal needs parentheses.
var mk = () => ({ x: 1 });
shouldBe(mk().x, 1);
var block = () => { x: 1 };
shouldBe(block(), undefined);
