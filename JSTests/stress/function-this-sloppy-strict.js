function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In a plain call, sloppy functions see the global object and strict functions undefined.
function sloppy() { return this; }
function strict() { "use strict"; return this; }
shouldBe(sloppy(), globalThis);
shouldBe(strict(), undefined);

// Method calls bind this to the base object.
var obj = { sloppy, strict };
shouldBe(obj.sloppy(), obj);
shouldBe(obj.strict(), obj);
shouldBe(obj["strict"](), obj);

// Extracting the method loses the receiver.
var extracted = obj.strict;
shouldBe(extracted(), undefined);

// Parenthesized member expression keeps the receiver; comma does not.
shouldBe((obj.strict)(), obj);
shouldBe((0, obj.strict)(), undefined);

// Sloppy functions box primitive receivers; strict functions do not.
shouldBe(typeof sloppy.call(5), "object");
shouldBe(sloppy.call(5) instanceof Number, true);
shouldBe(strict.call(5), 5);
shouldBe(strict.call("s"), "s");
shouldBe(sloppy.call(null), globalThis);
shouldBe(sloppy.call(undefined), globalThis);
shouldBe(strict.call(null), null);

// Methods called on primitives.
Object.defineProperty(Number.prototype, "strictSelf", { value: function () { "use strict"; return this; }, configurable: true });
Object.defineProperty(Number.prototype, "sloppySelf", { value: function () { return this; }, configurable: true });
shouldBe((7).strictSelf(), 7);
shouldBe(typeof (7).sloppySelf(), "object");
delete Number.prototype.strictSelf;
delete Number.prototype.sloppySelf;
