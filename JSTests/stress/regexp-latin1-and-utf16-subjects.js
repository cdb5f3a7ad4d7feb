//@ gcStressEvery(500)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function printable(s) {
    return s.replace(/[^\x20-\x7e]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0"));
}
// Runs re.exec(input) from lastIndex and compares the match, its index and lastIndex after.
function shouldExecAt(re, input, lastIndex, expected, index, lastIndexAfter) {
    const message = String(re) + " at " + lastIndex + " in \"" + printable(input) + "\"";
    re.lastIndex = lastIndex;
    const result = re.exec(input);
    if (expected === null)
        shouldBe(result, null, message);
    else if (result === null)
        throw new Error(message + ": expected a match but got null");
    else {
        shouldBe(printable(result[0]), printable(expected), message + "[0]");
        shouldBe(result.index, index, message + ".index");
    }
    shouldBe(re.lastIndex, lastIndexAfter, message + ".lastIndex");
}

// The same searches give the same answers on strings of 8-bit characters (with characters
// from 0x80 to 0xFF), on the same characters held as a 16-bit string, and on 16-bit
// strings with characters beyond Latin-1 and surrogate pairs.

const latin1 = "Caf\xE9 na\xEFve \xDCn\xEFc\xF6d\xE9 fa\xE7ade: \xA35 \xD7 3 = \xA315; \xFF \xB5 \xDF\xA0nbsp end. " +
    "CAF\xC9 \xC0\xC9\xCE\xD5\xDC \xE0\xE9\xEE\xF5\xFC \xF8\xD8 aa\xE9\xE9 x\x85y";
// The same characters in a string that an engine may keep 16 bits wide.
const widened = (latin1 + "\u0100").slice(0, -1);
shouldBe(widened, latin1);

function tokens(re, s) {
    const out = [];
    re.lastIndex = 0;
    let m;
    while ((m = re.exec(s)) !== null) {
        out.push(m.index + ":" + printable(m[0]));
        if (m[0] === "") re.lastIndex++;
    }
    return out.join(" ");
}
function sticky(s) {
    const rules = [/\p{L}+/uy, /\d+/y, /\s+/y, /[^\p{L}\d\s]/uy];
    const out = [];
    let pos = 0;
    while (pos < s.length) {
        let k = 0;
        for (; k < rules.length; k++) {
            rules[k].lastIndex = pos;
            const m = rules[k].exec(s);
            if (m !== null) { out.push(k + ":" + m[0].length); pos = rules[k].lastIndex; break; }
        }
        if (k === rules.length) throw new Error("sticky tokenizer stuck at " + pos);
    }
    return out.join(" ");
}
// Every search, as one string per search.
function searches(s) {
    return [
        tokens(/caf\xE9/gi, s),
        tokens(/[\xE0-\xFF]+/g, s),
        tokens(/[\xE0-\xFF]+/gi, s),
        tokens(/\w+/g, s),
        tokens(/\s+/g, s),
        tokens(/\b\w/g, s),
        tokens(/[^\x00-\x7F]/g, s),
        tokens(/\xFF|\xB5/gi, s),
        tokens(/\xDF/gi, s),
        tokens(/(?<=\xE9)\s/g, s),
        tokens(/(?<![a-z])\xE9/gi, s),
        tokens(/(\w|\xE9)\1/g, s),
        tokens(/(\xE9)\1/gi, s),
        tokens(/\p{L}+/gu, s),
        tokens(/\p{Lu}/gu, s),
        tokens(/\xE9/giu, s),
        tokens(/[^\p{ASCII}]/gv, s),
        tokens(/./gs, s).length,
        tokens(/./g, s).length,
        tokens(/(?:)/g, s).length,
        tokens(/$|^/gm, s),
        sticky(s),
        s.split(/[\s,;:.=\xD7]+/).join("|"),
        s.split(/(\xA3)/).length,
        s.replace(/[\x80-\xFF]/g, (c) => "&#" + c.charCodeAt(0) + ";"),
        s.replace(/(\p{Lu})(\p{Ll}+)/gu, "$2$1"),
        [...s.matchAll(/(?<word>\p{L}+)\s(?<next>\p{L})/gu)].map((m) => m.groups.word + m.groups.next + m.index).join(","),
        s.search(/\xA0/),
        s.match(/\xC9\s(\S+)/)[1],
    ].map(String);
}
const expected = searches(latin1);
const again = searches(widened);
for (let i = 0; i < expected.length; i++)
    shouldBe(again[i], expected[i], "search " + i + " on the widened string");
// A few of the answers, spelled out.
shouldBe(expected[0], "0:Caf\\u00E9 57:CAF\\u00C9");
shouldBe(expected[3], "0:Caf 5:na 8:ve 12:n 14:c 16:d 19:fa 22:ade 28:5 32:3 37:15 47:nbsp 52:end 57:CAF 77:aa 82:x 84:y");
shouldBe(expected[7], "41:\\u00FF 43:\\u00B5");
shouldBe(expected[8], "45:\\u00DF");
shouldBe(expected[12], "79:\\u00E9\\u00E9");
shouldBe(expected[20], "0: 85:");
shouldBe(expected[23], "5");
shouldBe(expected[25].slice(0, 12), "af\xE9C na\xEFve n");
shouldBe(expected[28], "\xC0\xC9\xCE\xD5\xDC");

// Appending a character beyond Latin-1 makes the string 16-bit; matches before it are the
// same.
const wide = latin1 + " \u0178\u039C\u1E9E\u212A";
const wideAnswers = searches(wide);
shouldBe(wideAnswers[0], expected[0]);
shouldBe(wideAnswers[3], expected[3]);
shouldBe(wideAnswers[7], expected[7] + " " + (latin1.length + 1) + ":\\u0178 " + (latin1.length + 2) + ":\\u039C");
shouldBe(wideAnswers[8], expected[8]);
shouldBe(tokens(/\xDF/giu, wide), "45:\\u00DF " + (latin1.length + 3) + ":\\u1E9E");
shouldBe(tokens(/k/gi, wide), "");
shouldBe(tokens(/k/giu, wide), (latin1.length + 4) + ":\\u212A");

// 16-bit strings: letters beyond Latin-1 and surrogate pairs.
const utf16 = "\u03A9mega \u{1F600} Caf\xE9 \u03BB\u03CC\u03B3\u03BF\u03C2 \u039B\u038C\u0393\u039F\u03A3 \u6771\u4EAC \u{1D4D0}\u{1D4D1} \uD83D!";
shouldBe(tokens(/\p{L}+/gu, utf16), "0:\\u03A9mega 9:Caf\\u00E9 14:\\u03BB\\u03CC\\u03B3\\u03BF\\u03C2 20:\\u039B\\u038C\\u0393\\u039F\\u03A3 26:\\u6771\\u4EAC 29:\\uD835\\uDCD0\\uD835\\uDCD1");
shouldBe(tokens(/\u03BB\u03CC\u03B3\u03BF\u03C2/gi, utf16), "14:\\u03BB\\u03CC\\u03B3\\u03BF\\u03C2 20:\\u039B\\u038C\\u0393\\u039F\\u03A3");
shouldBe(utf16.match(/./gu).length, 33);
shouldBe(utf16.match(/./g).length, 36);
shouldBe(tokens(/[\u{1D400}-\u{1D7FF}]/gu, utf16), "29:\\uD835\\uDCD0 31:\\uD835\\uDCD1");
shouldBe(tokens(/[\uD835]/g, utf16), "29:\\uD835 31:\\uD835");
shouldBe(tokens(/[\uD835]/gu, utf16), "");
shouldBe(tokens(/\uD83D/gu, utf16), "34:\\uD83D");
shouldBe(tokens(/\uD83D/g, utf16), "6:\\uD83D 34:\\uD83D");
shouldBe(tokens(/^.$/gu, "\u{1F600}"), "0:\\uD83D\\uDE00");
shouldBe(tokens(/^.$/g, "\u{1F600}"), "");
shouldBe(/^[\uD83D\uDE00]$/u.test("\u{1F600}"), true);
shouldBe(/^[\uD83D\uDE00]$/.test("\u{1F600}"), false);
shouldBe(utf16.split(/\s/).length, 8);
shouldBe(utf16.replace(/\p{Script=Greek}+/gu, (w) => "<" + w.length + ">"), "<1>mega \u{1F600} Caf\xE9 <5> <5> \u6771\u4EAC \u{1D4D0}\u{1D4D1} \uD83D!");
shouldBe(sticky(utf16), "0:5 2:1 3:2 2:1 0:4 2:1 0:5 2:1 0:5 2:1 0:2 2:1 0:4 2:1 3:1 3:1");

// lastIndex inside a surrogate pair: under u (and v) the search starts at the pair, as
// V8, SpiderMonkey and QuickJS do (ecma262 issue 128); without u the trail is a character.
const pair = "\uD83D\uDE00";
shouldExecAt(/\uDE00/gu, pair, 1, null, 0, 0);
shouldExecAt(/\uDE00/gv, pair, 1, null, 0, 0);
shouldExecAt(/\uDE00/g, pair, 1, "\uDE00", 1, 2);
shouldExecAt(/\uDE00/uy, pair, 1, null, 0, 0);
shouldExecAt(/\uDE00/y, pair, 1, "\uDE00", 1, 2);
shouldExecAt(/./gu, pair + "x", 1, pair, 0, 2);
shouldExecAt(/./uy, pair + "x", 1, pair, 0, 2);
shouldExecAt(/./g, pair + "x", 1, "\uDE00", 1, 2);
shouldExecAt(/x/gu, pair + "x", 1, "x", 2, 3);
shouldExecAt(/x/uy, pair + "x", 1, null, 0, 0);
shouldExecAt(/(?:)/gu, pair, 1, "", 0, 0);
shouldExecAt(/[\uDE00]/gu, pair, 1, null, 0, 0);
shouldExecAt(/[^x]/gu, pair, 1, pair, 0, 2);
shouldExecAt(/\S/gu, pair + pair, 3, pair, 2, 4);
shouldExecAt(/(?<=\uD83D)\uDE00/g, pair, 1, "\uDE00", 1, 2);
shouldExecAt(/(?<=\uD83D)\uDE00/gu, pair, 1, null, 0, 0);
shouldExecAt(/./gu, "a" + pair, 2, pair, 1, 3);
shouldExecAt(/\uDE00/gu, "\uDE00" + pair, 0, "\uDE00", 0, 1);
shouldExecAt(/\uDE00/gu, pair + "\uDE00", 1, "\uDE00", 2, 3);
shouldExecAt(/\uD83D/gu, "\uD83Dx", 0, "\uD83D", 0, 1);
shouldExecAt(/\uD83D/gu, pair, 0, null, 0, 0);
// On a 16-bit string made of Latin-1 characters, and back.
shouldExecAt(/\xE9+/gi, widened, 0, "\xE9", 3, 4);
shouldExecAt(/\xE9+/y, widened, 79, "\xE9\xE9", 79, 81);
shouldExecAt(/\xE9+/uy, widened, 78, null, 0, 0);
