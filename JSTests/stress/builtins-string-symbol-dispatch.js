function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// match, matchAll, replace, replaceAll, search and split call the pattern's symbol method.
var calls = [];
var pattern = {
    flags: "g",
    [Symbol.match](s) { calls.push("match:" + s); return "M"; },
    [Symbol.matchAll](s) { calls.push("matchAll:" + s); return "MA"; },
    [Symbol.replace](s, r) { calls.push("replace:" + s + ":" + r); return "R"; },
    [Symbol.search](s) { calls.push("search:" + s); return "S"; },
    [Symbol.split](s, l) { calls.push("split:" + s + ":" + l); return "P"; },
};
shouldBe("x".match(pattern), "M");
shouldBe("x".matchAll(pattern), "MA");
shouldBe("x".replace(pattern, "r"), "R");
shouldBe("x".replaceAll(pattern, "r"), "R");
shouldBe("x".search(pattern), "S");
shouldBe("x".split(pattern, 3), "P");
shouldBe(calls.join(), "match:x,matchAll:x,replace:x:r,replace:x:r,search:x,split:x:3");
// The receiver is passed as is, not converted to a string.
var receiver = {};
shouldBe(String.prototype.split.call(receiver, { [Symbol.split](s) { return s === receiver; } }), true);
// A non-callable symbol method is a TypeError; null and undefined are skipped.
shouldThrow(() => "x".replace({ [Symbol.replace]: 1 }, ""), TypeError);
shouldBe("a,b".split({ [Symbol.split]: undefined, toString() { return ","; } }).length, 2);
shouldThrow(() => String.prototype.match.call(null, pattern), TypeError);
// matchAll with a pattern that IsRegExp calls a RegExp needs the g flag first.
shouldThrow(() => "x".matchAll({ [Symbol.match]: true, flags: "y", [Symbol.matchAll]() { return 1; } }), TypeError);
