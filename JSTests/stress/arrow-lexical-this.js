function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrow functions take `this` from the enclosing scope, and call/apply/bind cannot change it.
var obj = {
    value: 10,
    method() {
        var arrow = () => this.value;
        return arrow;
    },
};
var arrow = obj.method();
shouldBe(arrow(), 10);
shouldBe(arrow.call({ value: 20 }), 10);
shouldBe(arrow.apply({ value: 30 }), 10);
shouldBe(arrow.bind({ value: 40 })(), 10);

// Nested arrows keep the outermost non-arrow `this`.
function Counter() {
    this.count = 0;
    var inc = () => () => { this.count++; };
    inc()();
    inc()();
}
shouldBe(new Counter().count, 2);

// At the top level of a sloppy script, `this` in an arrow is the global object.
var topArrow = (0, eval)("() => this");
shouldBe(topArrow(), globalThis);

function strictOuter() { "use strict"; return (() => this)(); }
shouldBe(strictOuter(), undefined);
