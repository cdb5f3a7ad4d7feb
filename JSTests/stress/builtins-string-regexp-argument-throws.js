function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// includes, startsWith and endsWith reject arguments that IsRegExp says are regular expressions.
var fake = { [Symbol.match]: true, toString() { return "b"; } };
shouldThrow(() => "abc".includes(fake), TypeError);
shouldThrow(() => "abc".startsWith(fake), TypeError);
shouldThrow(() => "abc".endsWith(fake), TypeError);
// A falsy @@match makes the object an ordinary search string.
var notRegExp = { [Symbol.match]: false, toString() { return "b"; } };
shouldBe("abc".includes(notRegExp), true);
shouldBe("abc".startsWith(notRegExp, 1), true);
shouldBe("abc".endsWith(notRegExp, 2), true);
// The this value is converted before the argument is inspected.
var log = [];
var receiver = { toString() { log.push("this"); return "abc"; } };
var argument = { get [Symbol.match]() { log.push("match"); return undefined; }, toString() { log.push("arg"); return "c"; } };
shouldBe(String.prototype.endsWith.call(receiver, argument), true);
shouldBe(log.join(), "this,match,arg");
