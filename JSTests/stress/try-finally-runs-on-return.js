function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// finally runs when returning from try or catch, including nested functions' returns.
var log = [];
function f() {
    try {
        log.push("try");
        return "value";
    } finally {
        log.push("finally");
    }
}
shouldBe(f(), "value");
shouldBe(log.join(), "try,finally");

// Nested try/finally: both finally blocks run in order.
log = [];
function g() {
    try {
        try {
            return "inner";
        } finally {
            log.push("inner finally");
        }
    } finally {
        log.push("outer finally");
    }
}
shouldBe(g(), "inner");
shouldBe(log.join(), "inner finally,outer finally");

// A return in a catch block also runs finally.
log = [];
function h() {
    try { throw 1; } catch (e) { return "from catch"; } finally { log.push("finally"); }
}
shouldBe(h(), "from catch");
shouldBe(log.join(), "finally");

// finally inside a loop in a function returning from the loop body.
log = [];
function k() {
    for (var i = 0; i < 5; i++) {
        try {
            if (i === 2) return i;
        } finally {
            log.push(i);
        }
    }
}
shouldBe(k(), 2);
shouldBe(log.join(), "0,1,2");
