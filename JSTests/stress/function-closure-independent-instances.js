function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Each call of a factory creates independent closure state.
function counter(start) {
    let n = start;
    return { next: () => n++, reset: () => { n = start; } };
}
var a = counter(0);
var b = counter(100);
a.next(); a.next();
shouldBe(a.next(), 2);
shouldBe(b.next(), 100);
a.reset();
shouldBe(a.next(), 0);
shouldBe(b.next(), 101);

// Function objects from one expression are distinct objects per evaluation.
function make() { return function () {}; }
shouldBe(make() === make(), false);

// Closures in a block capture the block's bindings.
var getters = [];
{
    let x = "block";
    getters.push(() => x);
    x = "updated";
}
shouldBe(getters[0](), "updated");
