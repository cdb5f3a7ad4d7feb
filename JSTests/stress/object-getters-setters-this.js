function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Getters and setters receive the object on which the property was accessed as this.
var proto = {
    get self() { return this; },
    set tag(v) { this._tag = v; },
};
var child = Object.create(proto);
shouldBe(child.self, child);
child.tag = "t";
shouldBe(child._tag, "t");
shouldBe(proto._tag, undefined);

// Accessors on primitives' prototypes see the primitive in strict mode.
Object.defineProperty(String.prototype, "strictSelf", {
    get() { "use strict"; return this; },
    configurable: true,
});
shouldBe("abc".strictSelf, "abc");
delete String.prototype.strictSelf;

// A getter that counts its calls is called once per access.
var count = 0;
var counted = { get c() { return ++count; } };
counted.c;
counted.c;
var { c } = counted;
shouldBe(count, 3);

// Setter return values are ignored; the assignment expression yields the rhs.
var o = { set s(v) { return "ignored"; } };
shouldBe((o.s = 42), 42);

// Recursive getter using other getters.
var rect = {
    w: 2, h: 3,
    get area() { return this.w * this.h; },
    get description() { return "area " + this.area; },
};
shouldBe(rect.description, "area 6");
