function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// slice, substring and substr: negative, infinite and NaN positions.
var s = "0123456789";
shouldBe(s.slice(-3), "789");
shouldBe(s.slice(2, -2), "234567");
shouldBe(s.slice(-Infinity, Infinity), s);
shouldBe(s.slice(NaN, 3), "012");
shouldBe(s.slice(5, 2), "");
shouldBe(s.slice(3, undefined), "3456789");
shouldBe(s.substring(7, 3), "3456");
shouldBe(s.substring(-5, 2), "01");
shouldBe(s.substring(NaN, Infinity), s);
shouldBe(s.substring(4), "456789");
shouldBe(s.substr(-3, 2), "78");
shouldBe(s.substr(2), "23456789");
shouldBe(s.substr(-Infinity, 2), "01");
shouldBe(s.substr(2, -1), "");
shouldBe(s.substr(2, Infinity), "23456789");
shouldBe(s.substr(20, 2), "");
shouldBe(s.substr(-20, 3), "012");
// Arguments are converted in order.
var log = [];
s.slice({ valueOf() { log.push("start"); return 1; } }, { valueOf() { log.push("end"); return 2; } });
shouldBe(log.join(), "start,end");
