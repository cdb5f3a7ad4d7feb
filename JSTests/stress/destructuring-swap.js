function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Swapping and rotating variables with destructuring.
var a = 1, b = 2;
[a, b] = [b, a];
shouldBe(a, 2);
shouldBe(b, 1);

var x = "x", y = "y", z = "z";
[x, y, z] = [y, z, x];
shouldBe(x + y + z, "yzx");

// Swapping array elements in place.
var arr = [1, 2, 3, 4];
[arr[0], arr[3]] = [arr[3], arr[0]];
shouldBe(arr.join(), "4,2,3,1");

// Swapping object properties.
var o = { left: "L", right: "R" };
[o.left, o.right] = [o.right, o.left];
shouldBe(o.left + o.right, "RL");

// Swap in a loop (bubble pass).
var data = [5, 4, 3, 2, 1];
for (var i = 0; i < data.length; i++)
    for (var j = 0; j < data.length - 1 - i; j++)
        if (data[j] > data[j + 1]) [data[j], data[j + 1]] = [data[j + 1], data[j]];
shouldBe(data.join(), "1,2,3,4,5");
