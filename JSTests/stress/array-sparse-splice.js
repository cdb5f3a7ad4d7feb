// splice on sparse arrays runs only the steps next to an element, and ends exactly as
// the specification's step-by-step loops do (compared here with an array-like object,
// which takes every step), including holes, prototype elements and deletions.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function describe(object, length) {
    var parts = [];
    for (var i = 0; i < length; i++) parts.push(i in object ? String(object[i]) : "_");
    return parts.join(",") + " length " + object.length;
}
function sparse(length, indices) {
    var array = [];
    array.length = length;
    for (var i = 0; i < indices.length; i++) array[indices[i]] = "v" + indices[i];
    return array;
}
function arrayLike(array) {
    var object = { length: array.length };
    for (var i in array) object[i] = array[i];
    return object;
}

var lengths = [0, 1, 5, 40];
var layouts = [[], [0], [3], [0, 4, 9, 20, 39], [1, 2, 3, 38]];
var calls = [[0], [2, 1], [1, 3, "a"], [3, 0, "a", "b", "c"], [4, 30], [0, 2, "x"], [-3, 1], [10, 25, "y", "z"]];
for (var length of lengths) {
    for (var layout of layouts) {
        var indices = layout.filter(function (i) { return i < length; });
        for (var call of calls) {
            var array = sparse(length, indices);
            var like = arrayLike(array);
            var removed = Array.prototype.splice.apply(array, call);
            var removedLike = Array.prototype.splice.apply(like, call);
            var size = Math.max(length, array.length) + 5;
            shouldBe(describe(array, size), describe(like, size), "splice(" + call + ") of " + length + " " + layout);
            shouldBe(describe(removed, removed.length), describe(removedLike, removedLike.length), "removed");
        }
    }
}

// Elements on the prototype are read into the holes they show through.
Array.prototype[3] = "proto";
var array = sparse(8, [1, 6]);
array.splice(0, 2);
shouldBe(describe(array, 8), "_,proto,_,proto,v6,_,_,_ length 6", "prototype element moved down");
shouldBe(array.hasOwnProperty(3), false, "the hole at 3 stays a hole");
delete Array.prototype[3];

// Large and sparse: a few elements spread over millions of indices.
var big = sparse(3000000, [5, 1000000, 2999999]);
var removed = big.splice(10, 1500000, "a", "b");
shouldBe(big.length, 1500002, "length after removing");
shouldBe(big[1499999 + 3], undefined);
shouldBe(big[1500001], "v2999999", "moved down");
shouldBe(removed.length, 1500000);
shouldBe(removed[1000000 - 10], "v1000000", "removed element");
big.splice(1, 0, "c", "d", "e");
shouldBe(big[1500004], "v2999999", "moved up");
shouldBe(big[8], "v5");

// Repeated splices of a very sparse array cost what its elements cost, not its length.
var huge = sparse(100000000, [0, 7, 50000000, 99999999]);
for (var i = 0; i < 200; i++) {
    huge.splice(1, 1);
    huge.splice(2, 0, "n");
}
shouldBe(huge.length, 100000000, "length after balanced splices");
shouldBe(huge[99999999], "v99999999");
shouldBe(huge[50000000], "v50000000");
