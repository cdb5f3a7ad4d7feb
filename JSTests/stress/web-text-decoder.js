// TextDecoder (Encoding Standard §7.2) in one call: the class, labels, options, buffer
// sources, the byte order mark, replacement and fatal error modes.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
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

// The interface.
shouldBe(TextDecoder.length, 0);
shouldThrow(() => TextDecoder(), TypeError);
var decoder = new TextDecoder();
shouldBe(Object.prototype.toString.call(decoder), "[object TextDecoder]");
shouldBe(decoder.encoding, "utf-8");
shouldBe(decoder.fatal, false);
shouldBe(decoder.ignoreBOM, false);
shouldBe(TextDecoder.prototype.decode.length, 0);
for (var name of ["encoding", "fatal", "ignoreBOM"]) {
    var descriptor = Object.getOwnPropertyDescriptor(TextDecoder.prototype, name);
    shouldBe(descriptor.enumerable && descriptor.configurable && descriptor.set === undefined, true, name);
    shouldThrow(() => descriptor.get.call({}), TypeError, name);
    shouldThrow(() => descriptor.get.call(new TextEncoder()), TypeError, name);
}
shouldThrow(() => TextDecoder.prototype.decode.call({}, bytes(65)), TypeError);
shouldThrow(() => TextDecoder.prototype.decode.call(TextDecoder.prototype), TypeError);

// Labels: trimmed of ASCII whitespace, case-insensitive, with the standard's aliases.
shouldBe(new TextDecoder(undefined).encoding, "utf-8");
shouldBe(new TextDecoder(" \t\n\f\rUTF8 ").encoding, "utf-8");
shouldBe(new TextDecoder("unicode-1-1-utf-8").encoding, "utf-8");
shouldBe(new TextDecoder("utf-16").encoding, "utf-16le");
shouldBe(new TextDecoder("UTF-16LE").encoding, "utf-16le");
shouldBe(new TextDecoder("utf-16be").encoding, "utf-16be");
shouldBe(new TextDecoder("latin1").encoding, "windows-1252");
shouldBe(new TextDecoder("ascii").encoding, "windows-1252");
shouldBe(new TextDecoder("ISO-8859-1").encoding, "windows-1252");
shouldBe(new TextDecoder({ toString() { return "utf8"; } }).encoding, "utf-8");
shouldThrow(() => new TextDecoder("utf-7"), RangeError);
shouldThrow(() => new TextDecoder("replacement"), RangeError);
shouldThrow(() => new TextDecoder(""), RangeError);
shouldThrow(() => new TextDecoder(null), RangeError);
shouldThrow(() => new TextDecoder("\u000butf-8"), RangeError);
shouldThrow(() => new TextDecoder(Symbol()), TypeError);

// Options: a dictionary (undefined and null are empty), members read with ToBoolean.
shouldBe(new TextDecoder("utf-8", null).fatal, false);
var strict = new TextDecoder("utf-8", { fatal: 1, ignoreBOM: "yes" });
shouldBe(strict.fatal, true);
shouldBe(strict.ignoreBOM, true);
shouldBe(new TextDecoder("utf-8", { fatal: 0 }).fatal, false);
shouldThrow(() => new TextDecoder("utf-8", 5), TypeError);
shouldThrow(() => new TextDecoder("utf-8", "fatal"), TypeError);
if (onKestrel) {
    // Web IDL converts every argument before the constructor's steps: the options are
    // read even when the label then fails.
    var reads = [];
    var options = { get fatal() { reads.push("fatal"); }, get ignoreBOM() { reads.push("ignoreBOM"); } };
    shouldThrow(() => new TextDecoder({ toString() { reads.push("label"); return "bogus"; } }, options), RangeError);
    shouldBe(reads.join(), "label,fatal,ignoreBOM");
}

// decode: no input is the empty string; the input is a buffer source.
shouldBe(decoder.decode(), "");
shouldBe(decoder.decode(undefined), "");
shouldBe(decoder.decode(bytes()), "");
shouldBe(decoder.decode(bytes(104, 105)), "hi");
shouldBe(decoder.decode(bytes(104, 105).buffer), "hi");
shouldBe(decoder.decode(new DataView(bytes(0, 104, 105, 0).buffer, 1, 2)), "hi");
shouldBe(decoder.decode(new Uint8Array(bytes(0, 104, 105, 0).buffer, 1, 2)), "hi");
shouldBe(decoder.decode(new Uint16Array([0x6968])), "hi");
var shared = new SharedArrayBuffer(2);
new Uint8Array(shared).set([111, 107]);
shouldBe(decoder.decode(shared), "ok");
shouldBe(decoder.decode(new Uint8Array(shared)), "ok");
shouldThrow(() => decoder.decode("abc"), TypeError);
shouldThrow(() => decoder.decode(null), TypeError);
shouldThrow(() => decoder.decode(12), TypeError);
shouldThrow(() => decoder.decode([104, 105]), TypeError);
if (onKestrel)
    shouldThrow(() => decoder.decode(bytes(65), 1), TypeError); // a dictionary: node accepts 1

// A detached buffer has no bytes.
var detached = bytes(65, 66);
structuredClone(detached.buffer, { transfer: [detached.buffer] });
shouldBe(decoder.decode(detached), "");
shouldBe(decoder.decode(detached.buffer), "");

// UTF-8 of every length, and a long input mixing ASCII with the rest.
shouldBe(decoder.decode(bytes(0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80)), "a\u00e9\u20ac\ud83d\ude00");
shouldBe(decoder.decode(bytes(0xf4, 0x8f, 0xbf, 0xbf)), "\u{10ffff}");
shouldBe(decoder.decode(bytes(0)), "\0");
var text = ("ascii then \u00e9 and \u4e2d and \ud83d\ude00 ").repeat(500);
shouldBe(decoder.decode(new TextEncoder().encode(text)), text);

// Errors are U+FFFD in replacement mode: one per maximal invalid prefix.
shouldBe(decoder.decode(bytes(0xff)), "\ufffd");
shouldBe(decoder.decode(bytes(0x80, 0x41)), "\ufffdA");
shouldBe(decoder.decode(bytes(0xc0, 0xaf)), "\ufffd\ufffd");
shouldBe(decoder.decode(bytes(0xe0, 0x80, 0x80)), "\ufffd\ufffd\ufffd");
shouldBe(decoder.decode(bytes(0xed, 0xa0, 0x80)), "\ufffd\ufffd\ufffd");
shouldBe(decoder.decode(bytes(0xf4, 0x90, 0x80, 0x80)), "\ufffd\ufffd\ufffd\ufffd");
shouldBe(decoder.decode(bytes(0xe2, 0x82, 0x41)), "\ufffdA");
shouldBe(decoder.decode(bytes(0xe2, 0x82)), "\ufffd");
shouldBe(decoder.decode(bytes(0xf0, 0x9f, 0x98)), "\ufffd");
shouldBe(decoder.decode(bytes(0xe2, 0xc3, 0xa9)), "\ufffd\u00e9");

// Fatal mode: an error is a TypeError, and the decoder is usable afterwards.
shouldThrow(() => strict.decode(bytes(0xff)), TypeError);
shouldThrow(() => strict.decode(bytes(0x61, 0xe2, 0x82)), TypeError);
shouldThrow(() => strict.decode(bytes(0xed, 0xa0, 0x80)), TypeError);
shouldBe(strict.decode(bytes(0x61)), "a");

// The byte order mark: dropped once at the start unless ignoreBOM; not elsewhere.
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf, 0x41)), "A");
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf)), "");
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf)), "\ufeff");
shouldBe(decoder.decode(bytes(0x41, 0xef, 0xbb, 0xbf)), "A\ufeff");
shouldBe(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes(0xef, 0xbb, 0xbf, 0x41)), "\ufeffA");
// Every call without stream starts afresh, so each drops its own BOM.
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf, 0x42)), "B");

// The options getter runs before the bytes are copied: what it writes is decoded.
var input = bytes(0x61, 0x62);
var options = { get stream() { input[1] = 0x63; return false; } };
shouldBe(decoder.decode(input, options), "ac");

// A subclass.
class Decoder extends TextDecoder {}
shouldBe(new Decoder("utf-16le").encoding, "utf-16le");
shouldBe(new Decoder().decode(bytes(0x41)), "A");
