function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrays growing from empty inside loops.
var arr = [];
for (var i = 0; i < 20000; i++) arr.push(i * 2);
shouldBe(arr.length, 20000);
shouldBe(arr[19999], 39998);

var byIndex = [];
for (var j = 0; j < 10000; j++) byIndex[j] = j;
shouldBe(byIndex.length, 10000);
shouldBe(byIndex.indexOf(9999), 9999);

// Growing via length assignment then filling.
var sized = [];
sized.length = 100;
for (var k = 0; k < 100; k++) sized[k] = k;
shouldBe(sized.reduce((a, b) => a + b, 0), 4950);

// unshift in a loop.
var front = [];
for (var m = 0; m < 500; m++) front.unshift(m);
shouldBe(front[0], 499);
shouldBe(front[499], 0);

// Alternating push and pop.
var stack = [];
for (var n = 0; n < 10000; n++) {
    stack.push(n);
    if (n % 3 === 0) stack.pop();
}
shouldBe(stack.length, 6666);

// Nested arrays growing together.
var matrix = [];
for (var r = 0; r < 50; r++) {
    var row = [];
    for (var c = 0; c < 50; c++) row.push(r * c);
    matrix.push(row);
}
shouldBe(matrix[49][49], 2401);
shouldBe(matrix.length, 50);
