function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A comparator or valueOf that mutates the array being sorted must not crash the engine.
var arr = [];
for (var i = 0; i < 50; i++) {
    arr.push({
        v: (i * 37) % 50,
        valueOf() {
            // Mutate the array under sort.
            arr[(this.v * 7) % arr.length] = { v: 1, valueOf() { return 1; } };
            return this.v;
        },
    });
}
arr.sort((a, b) => a - b);
shouldBe(arr.length, 50);

// A comparator that pushes and pops the array.
var arr2 = [5, 3, 8, 1, 9, 2];
arr2.sort((a, b) => {
    arr2.push(0);
    arr2.pop();
    return a - b;
});
shouldBe(arr2.length, 6);

// A comparator that truncates the array: the sort still finishes.
var arr3 = [];
for (var j = 0; j < 30; j++) arr3.push(30 - j);
var truncated = false;
arr3.sort((a, b) => {
    if (!truncated) { truncated = true; arr3.length = 5; }
    return a - b;
});
shouldBe(typeof arr3.length, "number");

// A default sort where toString mutates the array.
var arr4 = [];
for (var k = 0; k < 20; k++) {
    arr4.push({ toString() { arr4[0] = "replaced"; return String(k); } });
}
arr4.sort();
shouldBe(arr4.length, 20);
