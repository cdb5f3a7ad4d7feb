function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// concat converts each argument in order.
shouldBe("a".concat(1, null, undefined, [2, 3]), "a1nullundefined2,3");
shouldBe("a".concat(), "a");
var log = [];
var arg = (name) => ({ toString() { log.push(name); return name; } });
shouldBe("x".concat(arg("p"), arg("q")), "xpq");
shouldBe(log.join(), "p,q");
shouldThrow(() => "x".concat(Symbol()), TypeError);
shouldBe(String.prototype.concat.call(1, 2), "12");
shouldBe(String.prototype.concat.length, 1);
