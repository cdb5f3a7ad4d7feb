function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// lastIndex starts at 0, is a writable own data property, and is per object.
var r = /a/g;
shouldBe(r.lastIndex, 0);
shouldBe(r.hasOwnProperty("lastIndex"), true);
var d = Object.getOwnPropertyDescriptor(r, "lastIndex");
shouldBe(d.writable, true);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, false);
r.lastIndex = 5;
shouldBe(r.lastIndex, 5);

// A fresh evaluation of the literal starts at 0 again.
function make() { return /a/g; }
var first = make();
first.lastIndex = 3;
shouldBe(make().lastIndex, 0);

// Own keys of a regex object.
shouldBe(Object.getOwnPropertyNames(/x/).join(), "lastIndex");
shouldBe(Object.keys(/x/).length, 0);
