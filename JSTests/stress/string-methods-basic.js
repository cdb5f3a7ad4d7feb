function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The String.prototype methods available in this engine.
var s = "Hello, World";
shouldBe(s.indexOf("o"), 4);
shouldBe(s.indexOf("o", 5), 8);
shouldBe(s.indexOf("xyz"), -1);
shouldBe(s.indexOf(""), 0);
shouldBe(s.indexOf("", 100), 12);
shouldBe(s.slice(7), "World");
shouldBe(s.slice(-5, -1), "Worl");
shouldBe(s.slice(5, 2), "");
shouldBe(s.substring(5, 2), "llo");
shouldBe(s.substring(-3, 2), "He");
shouldBe(s.toUpperCase(), "HELLO, WORLD");
shouldBe(s.toLowerCase(), "hello, world");
shouldBe("  padded \t\n".trim(), "padded");
shouldBe("\u00A0\uFEFFx\u2028".trim(), "x");
shouldBe(s.includes("World"), true);
shouldBe(s.includes("world"), false);
shouldBe(s.includes("o", 9), false);
shouldBe(s.startsWith("Hell"), true);
shouldBe(s.startsWith("World", 7), true);
shouldBe(s.endsWith("World"), true);
shouldBe(s.endsWith("Hello", 5), true);

// Methods on non-string receivers convert them.
shouldBe(String.prototype.toUpperCase.call(true), "TRUE");
shouldBe(String.prototype.slice.call(12345, 1, 3), "23");
shouldThrow(() => String.prototype.trim.call(null), TypeError);
shouldThrow(() => String.prototype.indexOf.call(undefined, "x"), TypeError);

// Strings are immutable: methods return new strings.
var original = "abc";
original.toUpperCase();
shouldBe(original, "abc");
