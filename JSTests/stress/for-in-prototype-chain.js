function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-in visits own properties first, then each prototype's enumerable properties.
var grand = { g1: 1, g2: 2 };
var parent = Object.create(grand);
parent.p1 = 1;
var child = Object.create(parent);
child.c1 = 1;
child.c2 = 2;
var keys = [];
for (var k in child) keys.push(k);
shouldBe(keys.join(), "c1,c2,p1,g1,g2");

// hasOwnProperty filters to own keys.
var own = [];
for (var k2 in child) if (child.hasOwnProperty(k2)) own.push(k2);
shouldBe(own.join(), "c1,c2");

// Class instances: prototype methods are non-enumerable.
class Base { constructor() { this.field = 1; } method() {} }
var inst = new Base();
keys = [];
for (var k3 in inst) keys.push(k3);
shouldBe(keys.join(), "field");

// Null-prototype objects.
var bare = Object.create(null);
bare.only = 1;
keys = [];
for (var k4 in bare) keys.push(k4);
shouldBe(keys.join(), "only");
