// Anchored, sticky, prefix and literal searches find what a plain search finds. Each
// random pattern is compared with the same pattern behind `(?:|[^\s\S])`, which matches
// the same strings but tells the start analysis nothing.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
var seed = 7;
function rnd(n) { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; }
var atoms = ["a", "b", "ab", "abc", "k", "K", "s", "\\u212a", "\\u017f", "\\u0131", "\u00e9", "\\n", ".", "\\d", "[ab]",
    "[^a]", "[<&]", "\\b", "\\B", "^", "$", "(?=a)", "(?!b)", "(?<=a)", "(?<!b)", "(a)", "(?:ab)", "(?<n>b)", "\\1",
    "\\k<n>", "\\ud83d", "\\ude00", "\\u{1F600}", "x", "\\.", "a{2}", "\\x61", "\\cJ", "\\0", "[\\b]"];
var quantifiers = ["", "", "", "*", "+", "?", "{1,2}", "*?"];
var flagSets = ["", "g", "y", "gy", "i", "gi", "m", "u", "gu", "yu", "iu", "v", "iy", "my", "d"];
var chars = ["a", "b", "A", "k", "K", "s", "S", "\u212a", "\u017f", "\u0131", "\u00e9", "\n", "x", "1", " ", "<", "&",
    ".", "\ud83d", "\ude00", "\ud83d\ude00", "\u3042"];
function pattern() {
    var parts = [];
    for (var i = 1 + rnd(3); i > 0; i--) {
        var atom = atoms[rnd(atoms.length)];
        parts.push(atom + (/^[\^$]|^\\[bB]$|^\(\?<?[=!]/.test(atom) ? "" : quantifiers[rnd(quantifiers.length)]));
    }
    var source = parts.join("");
    if (rnd(4) == 0) source += "|" + atoms[rnd(atoms.length)];
    if (rnd(4) == 0) source = "^" + source;
    return source;
}
function input() {
    var s = "";
    for (var i = rnd(10); i > 0; i--) s += chars[rnd(chars.length)];
    return s;
}
function show(match) {
    return match === null ? "null" : JSON.stringify([match.index, Array.from(match), match.groups]);
}
var compared = 0;
for (var t = 0; t < 400; t++) {
    var source = pattern(), flags = flagSets[rnd(flagSets.length)], fast, plain;
    try {
        fast = new RegExp(source, flags);
        plain = new RegExp("(?:|[^\\s\\S])(?:" + source + ")", flags.replace("y", "g"));
    } catch (e) {
        continue;
    }
    for (var k = 0; k < 3; k++) {
        var s = input(), lastIndex = rnd(s.length + 2);
        fast.lastIndex = plain.lastIndex = lastIndex;
        var expected;
        try {
            expected = plain.exec(s);
            // A sticky search is a search that must start at lastIndex.
            if (fast.sticky && expected !== null && expected.index !== lastIndex) expected = null;
            if (!fast.sticky && !fast.global) { plain.lastIndex = 0; expected = plain.exec(s); }
            expected = show(expected);
        } catch (e) {
            expected = e.name;
        }
        var actual;
        try { actual = show(fast.exec(s)); } catch (e) { actual = e.name; }
        shouldBe(actual, expected, "/" + source + "/" + flags + " on " + JSON.stringify(s) + " from " + lastIndex);
        compared++;
    }
}
if (compared < 800) throw new Error("too few comparisons: " + compared);
