// atob and btoa (HTML §8.3): forgiving-base64 decoding (whitespace ignored, padding
// optional but checked) and InvalidCharacterError DOMExceptions for bad input.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
function shouldThrowInvalidCharacter(f, message) {
    try { f(); } catch (e) {
        shouldBe(e instanceof DOMException, true, message);
        shouldBe(e instanceof Error, true, message);
        shouldBe(e.name, "InvalidCharacterError", message);
        shouldBe(e.code, 5, message);
        shouldBe(e.code, DOMException.INVALID_CHARACTER_ERR, message);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected an InvalidCharacterError");
}

// Global operations, enumerable as Web IDL makes them.
for (var name of ["atob", "btoa"]) {
    shouldBe(typeof globalThis[name], "function");
    shouldBe(globalThis[name].length, 1);
    shouldBe(globalThis[name].name, name);
    shouldBe(Object.getOwnPropertyDescriptor(globalThis, name).enumerable, true);
    shouldThrow(() => globalThis[name](), TypeError, name);
}

// btoa: a string of bytes to base64, padded.
shouldBe(btoa(""), "");
shouldBe(btoa("f"), "Zg==");
shouldBe(btoa("fo"), "Zm8=");
shouldBe(btoa("foo"), "Zm9v");
shouldBe(btoa("foobar"), "Zm9vYmFy");
shouldBe(btoa("\xff\xfe\x00\x80"), "//4AgA==");
shouldBe(btoa(undefined), "dW5kZWZpbmVk");
shouldBe(btoa(null), "bnVsbA==");
shouldBe(btoa(12), "MTI=");
shouldBe(btoa({ toString() { return "hi"; } }), "aGk=");
shouldThrowInvalidCharacter(() => btoa("\u0100"));
shouldThrowInvalidCharacter(() => btoa("abc\u20ac"));
shouldThrowInvalidCharacter(() => btoa("\ud83d\ude00"));
shouldThrow(() => btoa(Symbol()), TypeError);

// atob: the bytes as a string.
shouldBe(atob(""), "");
shouldBe(atob("Zg=="), "f");
shouldBe(atob("Zm8="), "fo");
shouldBe(atob("Zm9v"), "foo");
shouldBe(atob("//4AgA=="), "\xff\xfe\x00\x80");
shouldBe(atob(null), "\x9e\xe9e");
var all = "";
for (var i = 0; i < 256; i++) all += String.fromCharCode(i);
shouldBe(atob(btoa(all)), all);
shouldBe(atob(btoa(all.repeat(40))), all.repeat(40));

// Padding is optional; unused low bits need not be zero.
shouldBe(atob("Zg"), "f");
shouldBe(atob("Zm8"), "fo");
shouldBe(atob("YR"), "a");
shouldBe(atob("YQ"), "a");

// ASCII whitespace (tab, newline, form feed, carriage return, space) anywhere is ignored.
shouldBe(atob(" Z m\t9\nv\f\r "), "foo");
shouldBe(atob("Zg= ="), "f");
shouldBe(atob("Zm9v\nYmFy\n"), "foobar");
shouldBe(atob("  "), "");

// Failures: a length of 4n + 1, padding in the wrong place or too much of it, any other
// character (vertical tab and non-breaking space are not ASCII whitespace).
shouldThrowInvalidCharacter(() => atob("Z"));
shouldThrowInvalidCharacter(() => atob("Zm9vY"));
shouldThrowInvalidCharacter(() => atob("Zg="));
shouldThrowInvalidCharacter(() => atob("Zg==="));
shouldThrowInvalidCharacter(() => atob("Z==="));
shouldThrowInvalidCharacter(() => atob("===="));
shouldThrowInvalidCharacter(() => atob("="));
shouldThrowInvalidCharacter(() => atob("Zg==Zg=="));
shouldThrowInvalidCharacter(() => atob("Z=g="));
shouldThrowInvalidCharacter(() => atob("Zm9v-"));
shouldThrowInvalidCharacter(() => atob("Zm_v"));
shouldThrowInvalidCharacter(() => atob("Zm9v\u000b"));
shouldThrowInvalidCharacter(() => atob("Zm9v\u00a0"));
shouldThrowInvalidCharacter(() => atob("Zm9v\u00e9"));
shouldThrowInvalidCharacter(() => atob("Zm9\u0100"));
shouldThrowInvalidCharacter(() => atob(undefined));

// The exception is a fresh DOMException each time, thrown as an uncaught error would be.
var first, second;
try { atob("*"); } catch (e) { first = e; }
try { atob("*"); } catch (e) { second = e; }
shouldBe(first !== second, true);
shouldBe(Object.prototype.toString.call(first), "[object DOMException]");
shouldBe(typeof first.message, "string");
shouldBe(String(first).startsWith("InvalidCharacterError: "), true);
shouldBe(typeof first.stack, "string");
