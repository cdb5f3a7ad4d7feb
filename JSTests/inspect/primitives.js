// Primitives: strings quoted and escaped, long strings split and truncated, numbers,
// BigInts, symbols. Expected output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

// Quotes: single, or whichever saves escaping.
show("plain");
show("");
show("it's");
show('say "hi"');
show("say \"hi\", it's");
show("a`b'c\"d");
show("${x}'\"");
// Escapes.
show("tab\there\nnewline\rreturn\bback\fform\vvertical");
show("\x00\x01\x1f\x7f\x80\x9f\xa0");
show("back\\slash");
show("lone \ud800 high, lone \udc00 low, pair \ud83d\ude00");
show("caf\u00e9 \u4e2d\u6587 \u{1F600}");
// Long strings: split after line breaks when they do not fit; truncated past 10,000.
show("first line\nsecond line\nthird line, which is long enough to pass the break length of 80\n");
show("short\nlines");
show("a".repeat(100));
show("a".repeat(10001));
show("b".repeat(10005) + "\n");
show(["x\n".repeat(40)]);
// Numbers.
show(0);
show(-0);
show(1.5);
show(-2e-7);
show(123456789012345680000);
show(1e21);
show(NaN);
show(Infinity);
show(-Infinity);
show(2 ** 53);
show(0.1 + 0.2);
// BigInts.
show(0n);
show(-12345678901234567890n);
show(2n ** 100n);
// Booleans, undefined, null.
show(true);
show(false);
show(undefined);
show(null);
// Symbols.
show(Symbol());
show(Symbol("desc"));
show(Symbol(""));
show(Symbol("with 'quote' and\nnewline"));
show(Symbol.iterator);
show(Symbol.for("registered"));
