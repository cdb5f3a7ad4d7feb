function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// for loops with various headers.
var sum = 0;
for (var i = 0; i < 10; i++) sum += i;
shouldBe(sum, 45);
shouldBe(i, 10);

// Empty header parts.
var n = 0;
for (;;) { if (++n === 5) break; }
shouldBe(n, 5);
var m = 0;
for (; m < 3;) m++;
shouldBe(m, 3);

// Multiple declarations and updates.
var pairs = [];
for (let a = 0, b = 10; a < b; a += 3, b -= 3) pairs.push(a + ":" + b);
shouldBe(pairs.join(), "0:10,3:7");

// The loop body does not run when the test is initially false.
var ran = false;
for (var k = 0; k < 0; k++) ran = true;
shouldBe(ran, false);

// let bindings don't leak; var bindings do.
for (let scoped = 0; scoped < 1; scoped++) {}
shouldBe(typeof scoped, "undefined");

// `in` inside a for-init needs parentheses.
var obj = { k: 1 };
for (var hasK = ("k" in obj); false;) {}
shouldBe(hasK, true);

// Counting down, and loops modifying their bound.
var arr = [1, 2, 3];
var out = [];
for (var j = arr.length - 1; j >= 0; j--) out.push(arr[j]);
shouldBe(out.join(), "3,2,1");

// const in a for loop header is fine if never updated.
var iterations = 0;
for (const c = 0; iterations < 2; ) iterations++;
shouldBe(iterations, 2);
shouldThrow(() => { for (const c = 0; c < 2; c++) {} }, TypeError);
