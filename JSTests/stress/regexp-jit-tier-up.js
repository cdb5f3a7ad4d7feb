// Hot patterns move from the regexp interpreter to machine code after a few searches (at
// the first in eager-JIT mode): every search must give the same answer before and after,
// on 8-bit and 16-bit subjects, and patterns the JIT leaves to the interpreter (lookbehind,
// case-insensitive back references) keep working. The expected values were checked on
// node 20.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function describe(result) {
    if (result === null)
        return "null";
    return JSON.stringify(Array.from(result)) + "@" + result.index + (result.groups ? JSON.stringify(result.groups) : "");
}

// [pattern, subject, expected (describe's text)]
const cases = [
    [/(\d{4})-(\d\d)-(\d\d)/, "on 2026-12-06.", '["2026-12-06","2026","12","06"]@3'],
    [/(a|ab)(c|bcd)(d*)/, "abcd", '["abcd","a","bcd",""]@0'],
    [/(z)((a+)?(b+)?(c))*/, "zaacbbbcac", '["zaacbbbcac","z","ac","a",null,"c"]@0'],
    [/(a*)*/, "b", '["",null]@0'],
    [/(a|)*b/, "aab", '["aab","a"]@0'],
    [/(?:a|())*?b/, "ab", '["ab",null]@0'],
    [/\b(\w+) \1\b/, "the the end", '["the the","the"]@0'],
    [/(a*)b\1+/, "baaaac", '["b",""]@0'],
    [/^(?:(?!ab).)*$/, "xxayb", '["xxayb"]@0'],
    [/x(?=(y+))/, "axyyb", '["x","yy"]@1'],
    [/[^\s"]+"?/g, '  say "hi"', '["say"]@2'],
    [/HTTP\/1\.[01]" (\d{3})/i, 'GET / http/1.1" 404 12', '["http/1.1\\" 404","404"]@6'],
    [/a{2,3}?b|a+?c/, "aaaac", '["aaaac"]@0'],
    [/(?<year>\d+)y|(?<year2>\d+)m/, "12m", '["12m",null,"12"]@0{"year2":"12"}'],
    [/^\s*$|^#+\s/m, "text\n## head", '["## "]@5'],
    [/ä+|λ+/, "abäää", '["äää"]@2'],
    [/λ(ό)γ/, "ο λόγος", '["λόγ","ό"]@2'],
    [/[\u0100-\u017f]+/, "caf\u0101\u0102!", '["āĂ"]@3'],
    [/.\B./, "a bc", '["bc"]@2'],
    [/(?<=\$)\d+/, "cost $42", '["42"]@6'],
    [/(a)\1/i, "xaA", '["aA","a"]@1'],
    [/\u{61}+/u, "baa", '["aa"]@1'],
];

for (let round = 0; round < 20; round++) {
    for (const [pattern, subject, expected] of cases) {
        pattern.lastIndex = 0;
        shouldBe(describe(pattern.exec(subject)), expected, `${pattern} on ${JSON.stringify(subject)}, round ${round}`);
        // The same search on a 16-bit copy of the subject (one more character at the end,
        // which an unanchored match never reaches).
        if (/[$]/.test(pattern.source))
            continue;
        const wide = subject + "\u0100";
        pattern.lastIndex = 0;
        const found = pattern.exec(wide);
        if (expected !== "null")
            shouldBe(found === null ? "null" : found[0], JSON.parse(expected.slice(0, expected.indexOf("]") + 1))[0], `${pattern} on the 16-bit copy`);
    }
}

// A long run: the machine code's backtrack stack grows as the interpreter's does.
const long = "ab".repeat(200000) + "c";
for (let round = 0; round < 10; round++) {
    const m = /^(?:a|b)*c$/.exec(long);
    shouldBe(m !== null && m[0].length, long.length, "a long alternation loop, round " + round);
    shouldBe(/^(?:(a)|b)*d/.exec(long), null, "a long failing loop, round " + round);
}

// Global and sticky searches keep lastIndex right across the tier-up.
for (let round = 0; round < 12; round++) {
    const words = "alpha beta  gamma".match(/\w+/g);
    shouldBe(words.join(","), "alpha,beta,gamma", "match with g, round " + round);
    const sticky = /\s*(\w+)/y;
    const seen = [];
    let m;
    while ((m = sticky.exec("one two  three")) !== null)
        seen.push(m[1] + "@" + sticky.lastIndex);
    shouldBe(seen.join(","), "one@3,two@7,three@14", "sticky tokens, round " + round);
}

if ($vm.jitThreshold() > 0) {
    const stats = $vm.jitStats();
    if (!(stats.regexpsCompiled > 0))
        throw new Error("no regular expression was compiled to machine code: " + JSON.stringify(stats));
    // Lookbehind and the case-insensitive back reference stay in the interpreter.
    if (!(stats.regexpsRefused >= 2))
        throw new Error("expected the lookbehind and /i back reference patterns to be refused: " + JSON.stringify(stats));
}
