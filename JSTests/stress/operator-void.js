function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// void evaluates its operand and returns undefined.
shouldBe(void 0, undefined);
shouldBe(void "x", undefined);
shouldBe(void {}, undefined);
var evaluated = false;
shouldBe(void (evaluated = true), undefined);
shouldBe(evaluated, true);
shouldBe(typeof void 0, "undefined");

// void binds tighter than binary operators.
shouldBe(void 0 + 1, NaN);
shouldBe(void 0 === undefined, true);

// void of a throwing expression still throws.
shouldThrow(() => void undeclaredVoidOperand, ReferenceError);
