// TextEncoder (Encoding Standard §7.4): the class as Web IDL shapes it, encode and
// encodeInto, and lone surrogates (USVString conversion) encoding as U+FFFD.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldBeBytes(actual, expected, message) {
    shouldBe(actual instanceof Uint8Array, true, message);
    shouldBe(Array.from(actual).join(), expected.join(), message);
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

// The interface: a constructor that needs new, enumerable members, a class string.
shouldBe(typeof TextEncoder, "function");
shouldBe(TextEncoder.length, 0);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "TextEncoder").enumerable, false);
shouldThrow(() => TextEncoder(), TypeError);
var encoder = new TextEncoder();
shouldBe(Object.getPrototypeOf(encoder), TextEncoder.prototype);
shouldBe(Object.prototype.toString.call(encoder), "[object TextEncoder]");
shouldBe(Object.getOwnPropertyNames(encoder).length, 0);
shouldBe(encoder.encoding, "utf-8");
var encode = Object.getOwnPropertyDescriptor(TextEncoder.prototype, "encode");
shouldBe(encode.enumerable && encode.writable && encode.configurable, true);
shouldBe(encode.value.length, 0);
shouldBe(TextEncoder.prototype.encodeInto.length, 2);
var encoding = Object.getOwnPropertyDescriptor(TextEncoder.prototype, "encoding");
shouldBe(typeof encoding.get, "function");
shouldBe(encoding.set, undefined);
shouldBe(encoding.enumerable, true);

// Brand checks: the methods and the getter refuse other receivers.
shouldThrow(() => encode.value.call({}, "a"), TypeError);
shouldThrow(() => TextEncoder.prototype.encodeInto.call(Object.create(TextEncoder.prototype), "a", new Uint8Array(1)), TypeError);
shouldThrow(() => encoding.get.call(TextEncoder.prototype), TypeError);
shouldThrow(() => encode.value.call(new TextDecoder(), "a"), TypeError);

// encode: a new Uint8Array of the UTF-8 bytes each time; the input defaults to "".
shouldBeBytes(encoder.encode(), []);
shouldBeBytes(encoder.encode(undefined), []);
shouldBeBytes(encoder.encode(""), []);
shouldBeBytes(encoder.encode(null), [110, 117, 108, 108]);
shouldBeBytes(encoder.encode(12), [49, 50]);
shouldBeBytes(encoder.encode("abc"), [97, 98, 99]);
shouldBeBytes(encoder.encode("\u00e9\u00ff"), [0xc3, 0xa9, 0xc3, 0xbf]);
shouldBeBytes(encoder.encode("\u0800\u20ac\uffff"), [0xe0, 0xa0, 0x80, 0xe2, 0x82, 0xac, 0xef, 0xbf, 0xbf]);
shouldBeBytes(encoder.encode("\ud83d\ude00"), [0xf0, 0x9f, 0x98, 0x80]);
shouldBeBytes(encoder.encode("\u{10ffff}"), [0xf4, 0x8f, 0xbf, 0xbf]);
shouldBe(encoder.encode("a") !== encoder.encode("a"), true);
shouldBe(encoder.encode("abc").buffer.byteLength, 3);
shouldBeBytes(encoder.encode({ toString() { return "hi"; } }), [104, 105]);
shouldThrow(() => encoder.encode(Symbol()), TypeError);

// Lone surrogates are U+FFFD (EF BF BD), leading or trailing, at either end or inside.
var fffd = [0xef, 0xbf, 0xbd];
shouldBeBytes(encoder.encode("\ud800"), fffd);
shouldBeBytes(encoder.encode("\udc00"), fffd);
shouldBeBytes(encoder.encode("a\ud800b"), [97].concat(fffd, [98]));
shouldBeBytes(encoder.encode("\udc00\ud800"), fffd.concat(fffd));
shouldBeBytes(encoder.encode("\ud83d\ud83d\ude00"), fffd.concat([0xf0, 0x9f, 0x98, 0x80]));
shouldBeBytes(encoder.encode("x\ud83d"), [120].concat(fffd));

// A rope, a long Latin-1 string, a long two-byte string.
var rope = "ab";
for (var i = 0; i < 10; i++) rope = rope + rope + "\u00e9";
var bytes = encoder.encode(rope);
shouldBe(bytes.length, rope.length + 1023);
shouldBe(new TextDecoder().decode(bytes), rope);
var long = "\u4e2d\u6587".repeat(5000) + "\ud83d\ude00";
shouldBe(encoder.encode(long).length, 30004);
shouldBe(new TextDecoder().decode(encoder.encode(long)), long);

// encodeInto: whole code points only, read counts UTF-16 code units.
var destination = new Uint8Array(8);
var result = encoder.encodeInto("a\u00e9\u20ac", destination);
shouldBe(Object.getPrototypeOf(result), Object.prototype);
shouldBe(Object.keys(result).join(), "read,written");
shouldBe(result.read, 3);
shouldBe(result.written, 6);
shouldBe(Array.from(destination).join(), "97,195,169,226,130,172,0,0");
result = encoder.encodeInto("\ud83d\ude00", new Uint8Array(3));
shouldBe(result.read, 0);
shouldBe(result.written, 0);
result = encoder.encodeInto("a\ud83d\ude00b", new Uint8Array(5));
shouldBe(result.read, 3);
shouldBe(result.written, 5);
result = encoder.encodeInto("\ud83d", new Uint8Array(3));
shouldBe(result.read, 1);
shouldBe(result.written, 3);
result = encoder.encodeInto("\u00e9\u00e9", new Uint8Array(3));
shouldBe(result.read, 1);
shouldBe(result.written, 2);
result = encoder.encodeInto("", new Uint8Array(0));
shouldBe(result.read + result.written, 0);

// Into a view of part of a buffer, and one over shared memory.
var buffer = new ArrayBuffer(6);
result = encoder.encodeInto("xyz", new Uint8Array(buffer, 2, 2));
shouldBe(result.read, 2);
shouldBe(Array.from(new Uint8Array(buffer)).join(), "0,0,120,121,0,0");
var shared = new SharedArrayBuffer(4);
result = encoder.encodeInto("h\u00e9", new Uint8Array(shared));
shouldBe(result.written, 3);
shouldBe(Array.from(new Uint8Array(shared)).join(), "104,195,169,0");

// The destination must be a Uint8Array; both arguments are required.
shouldThrow(() => encoder.encodeInto("a", new Uint16Array(2)), TypeError);
shouldThrow(() => encoder.encodeInto("a", new Uint8ClampedArray(2)), TypeError);
shouldThrow(() => encoder.encodeInto("a", new ArrayBuffer(2)), TypeError);
shouldThrow(() => encoder.encodeInto("a", [0, 0]), TypeError);
shouldThrow(() => encoder.encodeInto("a"), TypeError);
shouldThrow(() => encoder.encodeInto(), TypeError);

// A subclass gets its own prototype.
class Encoder extends TextEncoder {}
var sub = new Encoder();
shouldBe(sub instanceof Encoder, true);
shouldBeBytes(sub.encode("A"), [65]);
