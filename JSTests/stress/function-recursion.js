function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Simple and mutual recursion.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
shouldBe(fib(20), 6765);

function isEven(n) { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n) { return n === 0 ? false : isEven(n - 1); }
shouldBe(isEven(100), true);
shouldBe(isOdd(77), true);

// Recursion through a method and through arrows.
var tree = {
    value: 1,
    children: [
        { value: 2, children: [{ value: 4, children: [] }] },
        { value: 3, children: [] },
    ],
};
var sum = node => node.value + node.children.reduce((acc, c) => acc + sum(c), 0);
shouldBe(sum(tree), 10);

// Moderately deep recursion.
function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1); }
shouldBe(depth(2000), 2000);

// Ackermann for a small input.
function ack(m, n) {
    if (m === 0) return n + 1;
    if (n === 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
shouldBe(ack(2, 3), 9);
