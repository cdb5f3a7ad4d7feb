// Object literals remember the structure transition each `key: value` makes; literals that
// leave the usual path (duplicate keys, computed keys, accessors, many properties,
// prototype setters that must not run) must still build the same objects.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function literal(i) {
    return { a: i, b: i + 1, a: "again", ["k" + (i % 3)]: i, get g() { return "got"; }, z: 0 };
}
for (let i = 0; i < 30; i++) {
    const o = literal(i);
    shouldBe(Object.keys(o).join(), "a,b,k" + (i % 3) + ",g,z", "keys " + i);
    shouldBe(o.a + o.b + o.g, "again" + (i + 1) + "got", "values " + i);
    shouldBe(Object.getOwnPropertyDescriptor(o, "a").writable, true, "a is a data property");
}

// Enough properties to need out-of-line storage.
function wide(i) {
    return { p0: i, p1: i, p2: i, p3: i, p4: i, p5: i, p6: i, p7: i, p8: i, p9: i, p10: i, p11: i };
}
let total = 0;
for (let i = 0; i < 100; i++) {
    const o = wide(i);
    total += o.p0 + o.p11;
    shouldBe(Object.keys(o).length, 12, "twelve keys");
}
shouldBe(total, 9900, "wide literals");

// A literal defines its properties: setters and read-only properties on Object.prototype
// are not consulted.
Object.defineProperty(Object.prototype, "hooked", {
    set() { throw new Error("a literal must not call a prototype setter"); },
    configurable: true,
});
Object.defineProperty(Object.prototype, "fixed", { value: 1, writable: false, configurable: true });
function defines() { return { hooked: 1, fixed: 2 }; }
for (let i = 0; i < 10; i++) {
    const o = defines();
    shouldBe(o.hooked + o.fixed, 3, "own properties " + i);
}
delete Object.prototype.hooked;
delete Object.prototype.fixed;

// The structure a literal starts from changes when Object.prototype's does not matter, and
// literals made after a prototype change still get their own properties.
const before = literal(1);
Object.prototype.extra = "inherited";
const after = literal(1);
shouldBe(after.extra, "inherited", "inherited after the change");
shouldBe(Object.keys(after).join(), Object.keys(before).join(), "same own keys");
delete Object.prototype.extra;
