function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Infinite generators consumed partly.
function* naturals() {
    var n = 0;
    while (true) yield n++;
}
function take(iter, count) {
    var out = [];
    for (var v of iter) {
        if (out.length >= count) break;
        out.push(v);
    }
    return out;
}
shouldBe(take(naturals(), 5).join(), "0,1,2,3,4");

// Composing lazy generators.
function* map(iter, f) { for (var v of iter) yield f(v); }
function* filter(iter, p) { for (var v of iter) if (p(v)) yield v; }
var squaresOfOdds = map(filter(naturals(), n => n % 2), n => n * n);
shouldBe(take(squaresOfOdds, 4).join(), "1,9,25,49");

// Fibonacci.
function* fib() {
    var a = 0, b = 1;
    while (true) { yield a; [a, b] = [b, a + b]; }
}
shouldBe(take(fib(), 10).join(), "0,1,1,2,3,5,8,13,21,34");

// Destructuring the first few values of an infinite generator closes it.
var [x, y, z] = naturals();
shouldBe(x + y + z, 3);

// Many next() calls on one generator.
var g = naturals();
var last;
for (var i = 0; i < 10000; i++) last = g.next().value;
shouldBe(last, 9999);
