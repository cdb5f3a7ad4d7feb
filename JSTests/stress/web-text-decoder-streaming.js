// TextDecoder's streaming mode ({ stream: true }): a sequence split between chunks is
// kept in the decoder and finished by the next chunk; a call without stream flushes.
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

// Every way of cutting a text into two or three chunks decodes to the text.
var text = "a\u00e9\u20ac\ud83d\ude00z\u00ff\u4e2d";
var encoded = new TextEncoder().encode(text);
for (var i = 0; i <= encoded.length; i++) {
    for (var j = i; j <= encoded.length; j++) {
        var decoder = new TextDecoder();
        var out = decoder.decode(encoded.subarray(0, i), { stream: true });
        out += decoder.decode(encoded.subarray(i, j), { stream: true });
        out += decoder.decode(encoded.subarray(j));
        shouldBe(out, text, "cut at " + i + " and " + j);
    }
}

// Byte by byte.
var decoder = new TextDecoder();
var out = "";
for (var byte of encoded)
    out += decoder.decode(bytes(byte), { stream: true });
shouldBe(out + decoder.decode(), text);

// A split sequence waits; the flush at the end of a stream makes it one error.
decoder = new TextDecoder();
shouldBe(decoder.decode(bytes(0xe2, 0x82), { stream: true }), "");
shouldBe(decoder.decode(), "\ufffd");
shouldBe(decoder.decode(bytes(0xf0), { stream: true }), "");
shouldBe(decoder.decode(bytes(0x9f, 0x98), { stream: true }), "");
shouldBe(decoder.decode(bytes(0x41)), "\ufffdA");
// After a flush the decoder starts afresh.
shouldBe(decoder.decode(bytes(0xac)), "\ufffd");

// An error inside a stream does not end it.
decoder = new TextDecoder();
shouldBe(decoder.decode(bytes(0x61, 0xff, 0xe2), { stream: true }), "a\ufffd");
shouldBe(decoder.decode(bytes(0x82, 0xac)), "\u20ac");

// A call without stream flushes what earlier chunks left, then starts afresh.
decoder = new TextDecoder();
shouldBe(decoder.decode(bytes(0xc3), { stream: true }), "");
shouldBe(decoder.decode(bytes(0xa9), { stream: false }), "\u00e9");
shouldBe(decoder.decode(bytes(0xa9)), "\ufffd");

// The byte order mark is dropped at the start of a stream only, even split.
decoder = new TextDecoder();
shouldBe(decoder.decode(bytes(0xef, 0xbb), { stream: true }), "");
shouldBe(decoder.decode(bytes(0xbf, 0x41), { stream: true }), "A");
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf)), "\ufeff");
decoder = new TextDecoder();
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf), { stream: true }), "");
shouldBe(decoder.decode(bytes(0xef, 0xbb, 0xbf), { stream: true }), "\ufeff");
shouldBe(decoder.decode(), "");

// Fatal mode: the split sequence still waits; a flush of one is a TypeError.
var strict = new TextDecoder("utf-8", { fatal: true });
shouldBe(strict.decode(bytes(0xe2, 0x82), { stream: true }), "");
shouldBe(strict.decode(bytes(0xac)), "\u20ac");
shouldBe(strict.decode(bytes(0xe2), { stream: true }), "");
shouldThrow(() => strict.decode(), TypeError);
shouldBe(strict.decode(bytes(0x41)), "A");
if (onKestrel) {
    // An error while streaming leaves the rest of the chunk in the decoder's I/O queue,
    // read before the next chunk (node drops it).
    shouldThrow(() => strict.decode(bytes(0x61, 0xff, 0x62), { stream: true }), TypeError);
    shouldBe(strict.decode(bytes(0x63)), "bc");
    // A byte that cuts a sequence short is restored to the queue.
    shouldThrow(() => strict.decode(bytes(0xe2, 0x41), { stream: true }), TypeError);
    shouldBe(strict.decode(bytes(0x42)), "AB");
}

// UTF-16LE: a code unit, and a surrogate pair, split between chunks.
var utf16 = new TextDecoder("utf-16le");
shouldBe(utf16.decode(bytes(0x41), { stream: true }), "");
shouldBe(utf16.decode(bytes(0x00, 0x3d), { stream: true }), "A");
shouldBe(utf16.decode(bytes(0xd8), { stream: true }), "");
shouldBe(utf16.decode(bytes(0x00, 0xde, 0x42), { stream: true }), "\ud83d\ude00");
shouldBe(utf16.decode(bytes(0x00)), "B");
// A lone lead surrogate or an odd byte at the end of the stream: one error.
shouldBe(utf16.decode(bytes(0x3d, 0xd8), { stream: true }), "");
shouldBe(utf16.decode(), "\ufffd");
shouldBe(utf16.decode(bytes(0x41), { stream: true }), "");
shouldBe(utf16.decode(), "\ufffd");
// Its byte order mark, split.
shouldBe(utf16.decode(bytes(0xff), { stream: true }), "");
shouldBe(utf16.decode(bytes(0xfe, 0x41), { stream: true }), "");
shouldBe(utf16.decode(bytes(0x00)), "A");

// Many streams of random chunks agree with the one-call decoding.
var seed = 7;
function random(n) { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
var all = [];
for (var k = 0; k < 3000; k++)
    all.push(random(4) === 0 ? random(256) : [0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80][random(10)]);
var whole = new TextDecoder().decode(new Uint8Array(all));
for (var round = 0; round < 5; round++) {
    decoder = new TextDecoder();
    out = "";
    for (var start = 0; start < all.length;) {
        var end = Math.min(all.length, start + random(9));
        out += decoder.decode(new Uint8Array(all.slice(start, end)), { stream: true });
        start = end;
    }
    shouldBe(out + decoder.decode(), whole, "round " + round);
}
