function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// String characters cannot be assigned; sloppy mode ignores, strict mode throws.
var s = "abc";
s[0] = "z";
shouldBe(s, "abc");
s.length = 10;
shouldBe(s.length, 3);
s.custom = 1;
shouldBe(s.custom, undefined);

(function () {
    "use strict";
    shouldThrow(() => { s[0] = "z"; }, TypeError);
    shouldThrow(() => { s.length = 1; }, TypeError);
    shouldThrow(() => { s.custom = 1; }, TypeError);
    // Indices beyond the length are also on a primitive: creating a property throws.
    shouldThrow(() => { s[10] = "x"; }, TypeError);
})();

// String objects allow extra properties but not index overwrite.
var obj = Object("abc");
obj.extra = 1;
shouldBe(obj.extra, 1);
obj[0] = "z";
shouldBe(obj[0], "a");
obj[5] = "beyond";
shouldBe(obj[5], "beyond");
shouldBe(obj.length, 3);
