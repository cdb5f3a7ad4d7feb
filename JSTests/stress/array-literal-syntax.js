function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Array literal forms: trailing commas, elisions, nested and spread.
shouldBe([1, 2, ].length, 2);
shouldBe([, ].length, 1);
shouldBe([, , ].length, 2);
shouldBe([].length, 0);
shouldBe([[]].length, 1);
shouldBe([1, , 2, , ].length, 4);
shouldBe([...[], ...[1]].length, 1);

// Each evaluation of a literal creates a new array.
function make() { return [1, 2]; }
shouldBe(make() === make(), false);

// Element expressions are evaluated in order.
var log = [];
var arr = [log.push("a"), , log.push("b")];
shouldBe(log.join(), "a,b");
shouldBe(arr.length, 3);

// Literal elements are defined (not set): setters on Array.prototype are not called.
var setterCalled = false;
Object.defineProperty(Array.prototype, "0", { set(v) { setterCalled = true; }, configurable: true });
var lit = [42];
delete Array.prototype[0];
shouldBe(setterCalled, false);
shouldBe(lit[0], 42);
