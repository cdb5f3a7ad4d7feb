function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-in over null or undefined runs zero iterations without throwing.
var count = 0;
for (var k in null) count++;
for (var k2 in undefined) count++;
shouldBe(count, 0);

// Over primitives: strings enumerate indices; numbers and booleans have none.
var keys = [];
for (var k3 in "ab") keys.push(k3);
shouldBe(keys.join(), "0,1");
for (var k4 in 42) keys.push(k4);
for (var k5 in true) keys.push(k5);
shouldBe(keys.join(), "0,1");

// The head expression is evaluated once.
var evals = 0;
function source() { evals++; return { a: 1, b: 2 }; }
for (var k6 in source()) {}
shouldBe(evals, 1);

// Assigning to a member expression in the head.
var target = {};
var collected = [];
for (target.key in { x: 1, y: 2 }) collected.push(target.key);
shouldBe(collected.join(), "x,y");
shouldBe(target.key, "y");
