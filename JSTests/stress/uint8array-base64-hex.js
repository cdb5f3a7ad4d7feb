// Uint8Array base64 and hex (ES2026): fromBase64, toBase64, setFromBase64, fromHex, toHex,
// setFromHex, with their options, partial writes, detached buffers and the order in which
// options are read.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}
function shouldThrow(fn, type, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = e instanceof type; if (!threw) throw e; }
    if (!threw) throw new Error((message || String(fn)) + ": expected a " + type.name);
}
const bytes = array => Array.from(array).join();

// Encoding.
shouldBe(new Uint8Array([]).toBase64(), "");
shouldBe(new Uint8Array([102]).toBase64(), "Zg==");
shouldBe(new Uint8Array([102, 111]).toBase64(), "Zm8=");
shouldBe(new Uint8Array([102, 111, 111]).toBase64(), "Zm9v");
shouldBe(new Uint8Array([251, 255]).toBase64(), "+/8=");
shouldBe(new Uint8Array([251, 255]).toBase64({ alphabet: "base64url" }), "-_8=");
shouldBe(new Uint8Array([251, 255]).toBase64({ alphabet: "base64url", omitPadding: true }), "-_8");
shouldBe(new Uint8Array([102]).toBase64({ omitPadding: 1 }), "Zg");
shouldBe(new Uint8Array([0, 15, 16, 255]).toHex(), "000f10ff");
shouldBe(new Uint8Array(new ArrayBuffer(8), 2, 3).fill(171).toHex(), "ababab");

// Decoding.
shouldBe(bytes(Uint8Array.fromBase64("Zm9vYmFy")), "102,111,111,98,97,114");
shouldBe(bytes(Uint8Array.fromBase64(" Zm9v\tYmE\n=\r\f")), "102,111,111,98,97");
shouldBe(bytes(Uint8Array.fromBase64("Zg")), "102");
shouldBe(bytes(Uint8Array.fromBase64("-_8", { alphabet: "base64url" })), "251,255");
shouldThrow(() => Uint8Array.fromBase64("+/8", { alphabet: "base64url" }), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("-_8"), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("Zg", { lastChunkHandling: "strict" }), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("Zh==", { lastChunkHandling: "strict" }), SyntaxError);
shouldBe(bytes(Uint8Array.fromBase64("Zh==")), "102");
shouldBe(bytes(Uint8Array.fromBase64("Zm9vYg", { lastChunkHandling: "stop-before-partial" })), "102,111,111");
shouldThrow(() => Uint8Array.fromBase64("Z"), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("Zg=a"), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("Zm9v\u00e9"), SyntaxError);
shouldThrow(() => Uint8Array.fromBase64("Zm9v\u2028"), SyntaxError);
shouldBe(bytes(Uint8Array.fromHex("00fFa0")), "0,255,160");
shouldThrow(() => Uint8Array.fromHex("abc"), SyntaxError);
shouldThrow(() => Uint8Array.fromHex("0g"), SyntaxError);
shouldThrow(() => Uint8Array.fromHex(" 00"), SyntaxError);

// No coercion of the string, nor of option values; options must be an object.
shouldThrow(() => Uint8Array.fromBase64({ toString() { return "Zg=="; } }), TypeError);
shouldThrow(() => Uint8Array.fromHex(12), TypeError);
shouldThrow(() => Uint8Array.fromBase64("Zg==", null), TypeError);
shouldThrow(() => Uint8Array.fromBase64("Zg==", "base64"), TypeError);
shouldThrow(() => Uint8Array.fromBase64("Zg==", { alphabet: { toString() { return "base64"; } } }), TypeError);
shouldThrow(() => Uint8Array.fromBase64("Zg==", { lastChunkHandling: "LOOSE" }), TypeError);
shouldThrow(() => new Uint8Array(1).toBase64({ alphabet: "base64 " }), TypeError);

// Receivers: only Uint8Array.
shouldThrow(() => Uint8Array.prototype.toHex.call(new Uint8ClampedArray(1)), TypeError);
shouldThrow(() => Uint8Array.prototype.toBase64.call(new Int8Array(1)), TypeError);
shouldThrow(() => Uint8Array.prototype.setFromHex.call([], "00"), TypeError);
shouldBe(Uint8Array.fromBase64.call(undefined, "AA==").length, 1);

// setFromBase64 / setFromHex: { read, written }, stopping at whole chunks that fit.
let target = new Uint8Array(5);
let result = target.setFromBase64("Zm9vYmFy");
shouldBe(result.read, 4);
shouldBe(result.written, 3);
shouldBe(bytes(target), "102,111,111,0,0");
target = new Uint8Array(8);
result = target.setFromBase64("Zm9vYmE=");
shouldBe(result.read, 8);
shouldBe(result.written, 5);
shouldBe(Object.keys(result).join(), "read,written");
// Bytes decoded before an error are written before the SyntaxError.
target = new Uint8Array([255, 255, 255, 255, 255]);
shouldThrow(() => target.setFromBase64("MjYyZg==="), SyntaxError);
shouldBe(bytes(target), "50,54,50,255,255");
target = new Uint8Array([9, 9, 9, 9]);
shouldThrow(() => target.setFromHex("0102zz"), SyntaxError);
shouldBe(bytes(target), "1,2,9,9");
target = new Uint8Array([9, 9]);
shouldThrow(() => target.setFromHex("010"), SyntaxError);
shouldBe(bytes(target), "9,9");
result = target.setFromHex("aabbccdd");
shouldBe(result.read, 4);
shouldBe(result.written, 2);
shouldBe(bytes(target), "170,187");
// A subarray writes at its own offset.
const whole = new Uint8Array(6);
result = whole.subarray(2, 4).setFromHex("ffee");
shouldBe(bytes(whole), "0,0,255,238,0,0");

// The order of observable steps: options read in order, the buffer checked after them.
let log = [];
const options = {
    get alphabet() { log.push("alphabet"); return "base64"; },
    get lastChunkHandling() { log.push("lastChunkHandling"); return "loose"; },
    get omitPadding() { log.push("omitPadding"); return false; },
};
Uint8Array.fromBase64("Zg==", options);
shouldBe(log.join(), "alphabet,lastChunkHandling");
log = [];
new Uint8Array(1).toBase64(options);
shouldBe(log.join(), "alphabet,omitPadding");
log = [];
new Uint8Array(1).setFromBase64("Zg==", options);
shouldBe(log.join(), "alphabet,lastChunkHandling");

// Detached buffers: checked after the options are read.
if (typeof ArrayBuffer.prototype.transfer === "function") {
    let array = new Uint8Array(new ArrayBuffer(4));
    shouldThrow(() => array.toBase64({ get omitPadding() { array.buffer.transfer(); return false; } }), TypeError);
    array = new Uint8Array(new ArrayBuffer(4));
    shouldThrow(() => array.setFromBase64("Zg==", { get lastChunkHandling() { array.buffer.transfer(); } }), TypeError);
    array = new Uint8Array(new ArrayBuffer(4));
    array.buffer.transfer();
    shouldThrow(() => array.toHex(), TypeError);
    shouldThrow(() => array.setFromHex("00"), TypeError);
}

// Round trips of every byte value, in hot loops, both alphabets, UTF-16 input too.
const all = new Uint8Array(256);
for (let i = 0; i < 256; i++)
    all[i] = i;
for (let round = 0; round < 6; round++) {
    for (let length = 0; length < 40; length++) {
        const part = all.subarray(round, round + length);
        const padded = part.toBase64();
        shouldBe(padded.length % 4, 0);
        shouldBe(bytes(Uint8Array.fromBase64(padded)), bytes(part));
        const url = part.toBase64({ alphabet: "base64url", omitPadding: true });
        shouldBe(bytes(Uint8Array.fromBase64(url, { alphabet: "base64url" })), bytes(part));
        shouldBe(bytes(Uint8Array.fromHex(part.toHex())), bytes(part));
        shouldBe(bytes(Uint8Array.fromHex(part.toHex().toUpperCase())), bytes(part));
        // A 16-bit string with the same characters decodes the same.
        const wide = ("\u0100" + padded).slice(1);
        shouldBe(bytes(Uint8Array.fromBase64(wide)), bytes(part));
    }
}
shouldBe(Uint8Array.fromBase64(all.toBase64()).toHex(), all.toHex());

// Linear in the input: a large input decodes at once.
const large = new Uint8Array(3 << 20).fill(97);
const encoded = large.toBase64();
shouldBe(encoded.length, 4 << 20);
shouldBe(Uint8Array.fromBase64(encoded).length, 3 << 20);
shouldBe(Uint8Array.fromHex(large.toHex()).length, 3 << 20);

// Properties.
shouldBe(Uint8Array.fromBase64.length, 1);
shouldBe(Uint8Array.fromHex.length, 1);
shouldBe(Uint8Array.prototype.setFromBase64.length, 1);
shouldBe(Uint8Array.prototype.setFromHex.length, 1);
shouldBe(Uint8Array.prototype.toBase64.length, 0);
shouldBe(Uint8Array.prototype.toHex.length, 0);
shouldBe(Int8Array.fromBase64, undefined);
shouldBe(Uint8ClampedArray.prototype.toHex, undefined);
shouldBe(Object.getOwnPropertyNames(Uint8Array.prototype).filter(n => n !== "constructor" && n !== "BYTES_PER_ELEMENT").join(), "setFromBase64,setFromHex,toBase64,toHex");
