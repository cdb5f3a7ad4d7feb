//@ gcStressEvery(20000)
// Deleting from a dictionary with many properties costs O(1) per delete: deleting half of
// 250,000 properties took minutes when each delete shifted the property table and rebuilt
// its index (issue 15), and takes a fraction of a second now.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 250000;
var o = {};
for (var i = 0; i < n; i++) o["k" + i] = i;
for (var i = 0; i < n; i += 2) delete o["k" + i];

// What is left keeps its order and its values; what is gone is gone.
var keys = Object.keys(o);
shouldBe(keys.length, n / 2);
shouldBe(keys[0], "k1");
shouldBe(keys[keys.length - 1], "k" + (n - 1));
shouldBe(o.k0, undefined);
shouldBe("k2" in o, false);
shouldBe(o.k12345, 12345);
var count = 0;
for (var k in o) count++;
shouldBe(count, n / 2);

// Re-added properties go to the end, and deleting the rest in reverse order empties it.
o.k0 = "again";
shouldBe(Object.keys(o)[n / 2], "k0");
for (var i = n - 1; i >= 0; i -= 2) delete o["k" + i];
delete o.k0;
shouldBe(Object.keys(o).length, 0);
o.last = 1;
shouldBe(JSON.stringify(o), '{"last":1}');
