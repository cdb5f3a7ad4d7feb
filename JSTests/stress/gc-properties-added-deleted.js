//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Objects whose properties are added and then deleted, with allocation in between.
var obj = {};
for (var i = 0; i < 100; i++) obj["p" + i] = { value: i };
for (var j = 0; j < 100; j += 2) delete obj["p" + j];
for (var g = 0; g < 100; g++) ({ g });
var keys = Object.keys(obj);
shouldBe(keys.length, 50);
shouldBe(obj.p99.value, 99);
shouldBe(obj.p0, undefined);

// Re-adding after deletion.
for (var k = 0; k < 100; k += 2) obj["p" + k] = { value: -k };
shouldBe(obj.p50.value, -50);
shouldBe(Object.keys(obj).length, 100);

// Deleting the property holding an object; another reference keeps it alive.
var kept = obj.p51;
delete obj.p51;
for (var m = 0; m < 100; m++) [m];
shouldBe(kept.value, 51);

// Many objects each gaining and losing properties.
var many = [];
for (var n = 0; n < 50; n++) {
    var o = { a: n, b: n + 1, c: n + 2 };
    delete o.b;
    o.d = "d" + n;
    many.push(o);
}
shouldBe(many[49].d, "d49");
shouldBe("b" in many[25], false);
shouldBe(Object.keys(many[0]).join(), "a,c,d");
