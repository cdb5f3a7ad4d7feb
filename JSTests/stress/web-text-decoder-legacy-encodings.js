// TextDecoder's other encodings: UTF-16LE and UTF-16BE (Encoding Standard §14.2) and
// windows-1252 (§9.1, which the labels latin1, ascii and iso-8859-1 name too).
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
// Checks where node 20 departs from the specification run only in Kestrel's harness.
var onKestrel = typeof $vm !== "undefined";
var bytes = (...values) => new Uint8Array(values);

// UTF-16LE: code units, pairs, and the errors (odd byte, lone surrogates).
var le = new TextDecoder("utf-16le");
shouldBe(le.decode(bytes(0x41, 0x00, 0xe9, 0x00, 0x2d, 0x4e)), "A\u00e9\u4e2d");
shouldBe(le.decode(bytes(0x3d, 0xd8, 0x00, 0xde)), "\ud83d\ude00");
shouldBe(le.decode(bytes(0x41, 0x00, 0x42)), "A\ufffd");
shouldBe(le.decode(bytes(0x00, 0xdc, 0x41, 0x00)), "\ufffdA");
shouldBe(le.decode(bytes(0x3d, 0xd8, 0x41, 0x00)), "\ufffdA");
shouldBe(le.decode(bytes(0x3d, 0xd8, 0x3d, 0xd8, 0x00, 0xde)), "\ufffd\ud83d\ude00");
shouldBe(le.decode(bytes(0x3d, 0xd8)), "\ufffd");
shouldBe(le.decode(new Uint16Array([0x48, 0x49]).buffer), "HI");
// Its byte order mark is FF FE; FE FF is U+FFFE, kept.
shouldBe(le.decode(bytes(0xff, 0xfe, 0x41, 0x00)), "A");
shouldBe(le.decode(bytes(0xfe, 0xff, 0x41, 0x00)), "\ufffeA");
shouldBe(new TextDecoder("utf-16le", { ignoreBOM: true }).decode(bytes(0xff, 0xfe, 0x41, 0x00)), "\ufeffA");
var strict = new TextDecoder("utf-16le", { fatal: true });
shouldThrow(() => strict.decode(bytes(0x41)), TypeError);
shouldThrow(() => strict.decode(bytes(0x00, 0xdc)), TypeError);
shouldThrow(() => strict.decode(bytes(0x00, 0xd8, 0x41, 0x00)), TypeError);
shouldBe(strict.decode(bytes(0x41, 0x00)), "A");

// UTF-16BE.
var be = new TextDecoder("utf-16be");
shouldBe(be.decode(bytes(0x00, 0x41, 0x4e, 0x2d, 0xd8, 0x3d, 0xde, 0x00)), "A\u4e2d\ud83d\ude00");
shouldBe(be.decode(bytes(0xfe, 0xff, 0x00, 0x41)), "A");
shouldBe(be.decode(bytes(0x00, 0x41, 0x00)), "A\ufffd");

// windows-1252: ASCII and A0-FF are themselves.
var latin = new TextDecoder("latin1");
shouldBe(latin.encoding, "windows-1252");
shouldBe(latin.decode(bytes(0x41, 0x00, 0x7f, 0xa0, 0xe9, 0xff)), "A\0\x7f\xa0\xe9\xff");
// No byte order mark and no errors, fatal or not.
shouldBe(latin.decode(bytes(0xef, 0xbb, 0xbf)), "\xef\xbb\xbf");
shouldBe(new TextDecoder("ascii", { fatal: true }).decode(bytes(0xff, 0x80)).length, 2);
var all = new Uint8Array(256).map((_, i) => i);
shouldBe(latin.decode(all).length, 256);
if (onKestrel) {
    // 80-9F are the windows-1252 characters (node 20 decodes them as Latin-1's C1
    // controls, against the standard).
    shouldBe(latin.decode(bytes(0x80, 0x85, 0x8a, 0x91, 0x92, 0x99, 0x9f)), "\u20ac\u2026\u0160\u2018\u2019\u2122\u0178");
    // The five bytes Windows leaves out are the C1 controls of the same value.
    shouldBe(latin.decode(bytes(0x81, 0x8d, 0x8f, 0x90, 0x9d)), "\x81\x8d\x8f\x90\x9d");
}

// Other encodings of the standard are not supported here: a RangeError, as for an
// unknown label.
shouldThrow(() => new TextDecoder("utf-7"), RangeError);
shouldThrow(() => new TextDecoder("x-user-defined-nonsense"), RangeError);
