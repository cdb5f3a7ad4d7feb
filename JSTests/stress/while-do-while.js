function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// while and do-while loops.
var i = 0, sum = 0;
while (i < 5) sum += i++;
shouldBe(sum, 10);

// The body of do-while runs at least once.
var runs = 0;
do { runs++; } while (false);
shouldBe(runs, 1);

var j = 10;
do j--; while (j > 5);
shouldBe(j, 5);

// continue in do-while evaluates the condition.
var k = 0, evens = [];
do {
    k++;
    if (k % 2) continue;
    evens.push(k);
} while (k < 6);
shouldBe(evens.join(), "2,4,6");

// while with complex conditions and side effects.
var queue = [1, 2, 3];
var popped = [];
var item;
while ((item = queue.shift()) !== undefined) popped.push(item);
shouldBe(popped.join(), "1,2,3");

// do-while followed by a statement on the same line (ASI after do-while).
var x = 0;
do x++; while (x < 2) x += 10;
shouldBe(x, 12);

// A while loop with a let declared inside: fresh binding each iteration.
var fns = [];
var n = 0;
while (n < 3) {
    let captured = n;
    fns.push(() => captured);
    n++;
}
shouldBe(fns.map(f => f()).join(), "0,1,2");
