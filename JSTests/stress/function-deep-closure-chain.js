function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A closure that reads variables from many enclosing scopes.
function level0(a) {
    return function level1(b) {
        return function level2(c) {
            return function level3(d) {
                return function level4(e) {
                    return a + b + c + d + e;
                };
            };
        };
    };
}
shouldBe(level0(1)(2)(3)(4)(5), 15);

// Closures chained in a loop: each closes over the previous one.
var f = () => 0;
for (let i = 1; i <= 100; i++) {
    const prev = f;
    f = () => prev() + i;
}
shouldBe(f(), 5050);

// Closures share and mutate variables of the same scope.
function makePair() {
    var count = 0;
    return { inc: () => ++count, get: () => count };
}
var p = makePair();
p.inc(); p.inc();
shouldBe(p.get(), 2);
var q = makePair();
shouldBe(q.get(), 0);

// Inner functions mutating outer variables several levels up.
function outer() {
    var x = 0;
    function mid() {
        function inner() { x += 10; }
        inner();
        inner();
    }
    mid();
    return x;
}
shouldBe(outer(), 20);
