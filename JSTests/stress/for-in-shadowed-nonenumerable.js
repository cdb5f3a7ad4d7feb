function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-in skips non-enumerable properties and properties shadowed by non-enumerable own ones.
var proto = { shared: 1, protoOnly: 2 };
var obj = Object.create(proto);
Object.defineProperty(obj, "shared", { value: 3, enumerable: false });
obj.own = 4;
var keys = [];
for (var k in obj) keys.push(k);
shouldBe(keys.join(), "own,protoOnly");

// A key present on both own and prototype is visited only once.
var p2 = { dup: 1, x: 1 };
var o2 = Object.create(p2);
o2.dup = 2;
keys = [];
for (var k2 in o2) keys.push(k2);
shouldBe(keys.join(), "dup,x");

// Built-in methods are non-enumerable.
keys = [];
for (var k3 in []) keys.push(k3);
for (var k4 in {}) keys.push(k4);
for (var k5 in function () {}) keys.push(k5);
shouldBe(keys.length, 0);

// Enumerable properties added to Object.prototype show up everywhere.
Object.prototype.polluted = 1;
keys = [];
for (var k6 in {}) keys.push(k6);
delete Object.prototype.polluted;
shouldBe(keys.join(), "polluted");

// propertyIsEnumerable agrees.
shouldBe(obj.propertyIsEnumerable("own"), true);
shouldBe(obj.propertyIsEnumerable("shared"), false);
shouldBe(obj.propertyIsEnumerable("protoOnly"), false);
