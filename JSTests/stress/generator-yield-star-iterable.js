function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// yield* delegates to any iterable.
function* gen() {
    yield* [1, 2];
    yield* "ab";
    yield* (function* () { yield "inner"; })();
    yield "own";
}
shouldBe([...gen()].join(), "1,2,a,b,inner,own");

// yield* of an empty iterable yields nothing.
function* empty() { yield* []; return "end"; }
var e = empty();
var r = e.next();
shouldBe(r.done, true);
shouldBe(r.value, "end");

// yield* of a non-iterable throws TypeError.
function* bad() { yield* 5; }
shouldThrow(() => bad().next(), TypeError);

// Recursive tree traversal with yield*.
function* walk(node) {
    if (!node) return;
    yield* walk(node.left);
    yield node.value;
    yield* walk(node.right);
}
var tree = { value: 2, left: { value: 1 }, right: { value: 4, left: { value: 3 } } };
shouldBe([...walk(tree)].join(), "1,2,3,4");

// yield* with a custom iterable passes through values lazily.
var pulls = 0;
var lazy = {
    [Symbol.iterator]() {
        return { next() { pulls++; return { value: pulls, done: pulls > 3 }; } };
    },
};
function* delegating() { yield* lazy; }
var d = delegating();
d.next();
shouldBe(pulls, 1);
