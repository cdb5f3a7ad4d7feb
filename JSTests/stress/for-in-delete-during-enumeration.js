function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A property deleted before it is visited is not visited.
var obj = { a: 1, b: 2, c: 3, d: 4 };
var visited = [];
for (var k in obj) {
    visited.push(k);
    if (k === "a") delete obj.c;
}
shouldBe(visited.join(), "a,b,d");

// Deleting the current key is fine.
var obj2 = { x: 1, y: 2, z: 3 };
var seen = [];
for (var k2 in obj2) {
    seen.push(k2);
    delete obj2[k2];
}
shouldBe(seen.join(), "x,y,z");
shouldBe(Object.keys(obj2).length, 0);

// Deleting everything during the first iteration stops enumeration after it.
var obj3 = { p: 1, q: 2, r: 3 };
var count = 0;
for (var k3 in obj3) {
    count++;
    delete obj3.p; delete obj3.q; delete obj3.r;
}
shouldBe(count, 1);

// Deleting an array element ahead of the enumeration.
var arr = [1, 2, 3, 4];
var indices = [];
for (var i in arr) {
    indices.push(i);
    if (i === "0") delete arr[2];
}
shouldBe(indices.join(), "0,1,3");
