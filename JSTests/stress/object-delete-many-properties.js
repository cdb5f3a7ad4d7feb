function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Deleting properties from objects with many properties.
var obj = {};
for (var i = 0; i < 3000; i++) obj["p" + i] = i;
for (var j = 0; j < 3000; j += 3) delete obj["p" + j];
var keys = Object.keys(obj);
shouldBe(keys.length, 2000);
shouldBe(keys[0], "p1");
shouldBe(keys[1], "p2");
shouldBe(keys[2], "p4");
shouldBe("p0" in obj, false);
shouldBe(obj.p2997, undefined);
shouldBe(obj.p2998, 2998);

// Re-adding deleted properties places them at the end.
obj.p0 = "back";
var after = Object.keys(obj);
shouldBe(after[after.length - 1], "p0");

// Deleting everything.
for (var k of Object.keys(obj)) delete obj[k];
shouldBe(Object.keys(obj).length, 0);
for (var key in obj) throw new Error("should be empty");

// The object is still usable afterwards.
obj.fresh = 1;
shouldBe(obj.fresh, 1);
shouldBe(Object.keys(obj).join(), "fresh");

// Alternating add and delete of the same key many times.
var churn = { stable: true };
for (var n = 0; n < 10000; n++) {
    churn["k" + (n % 10)] = n;
    delete churn["k" + ((n + 5) % 10)];
}
shouldBe(churn.stable, true);
shouldBe(Object.keys(churn).length <= 11, true);
