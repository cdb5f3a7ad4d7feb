function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Each evaluation of a regular expression literal creates a new object.
function make() { return /ab+c/g; }
var a = make(), b = make();
shouldBe(a === b, false);
shouldBe(a.source, b.source);

var inLoop = [];
for (var i = 0; i < 3; i++) inLoop.push(/x/);
shouldBe(inLoop[0] === inLoop[1], false);

// Properties set on one object do not appear on another from the same literal.
a.custom = 1;
shouldBe(b.custom, undefined);

// Regex literals are objects sharing one prototype.
shouldBe(typeof a, "object");
shouldBe(Object.getPrototypeOf(a), Object.getPrototypeOf(b));
shouldBe(Object.getPrototypeOf(a), Object.getPrototypeOf(/other/i));
shouldBe(Object.prototype.toString.call(a), "[object RegExp]");
