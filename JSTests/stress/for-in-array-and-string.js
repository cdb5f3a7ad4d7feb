function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-in over arrays visits index keys (as strings), skipping holes, then other properties.
var arr = [10, , 30];
arr.extra = "e";
var keys = [];
for (var k in arr) keys.push(k);
shouldBe(keys.join(), "0,2,extra");

// Sparse arrays with large indices.
var sparse = [];
sparse[100] = 1;
sparse[5] = 2;
keys = [];
for (var k2 in sparse) keys.push(k2);
shouldBe(keys.join(), "5,100");

// Arrays enumerated while being extended: added indices may or may not be visited;
// the loop must terminate and visit the original ones.
var grow = [1, 2, 3];
var visited = 0;
for (var k3 in grow) {
    visited++;
    if (grow.length < 100) grow.push(0);
}
shouldBe(visited >= 3, true);

// String objects enumerate indices then own properties.
var so = Object("hi");
so.p = 1;
keys = [];
for (var k4 in so) keys.push(k4);
shouldBe(keys.join(), "0,1,p");
