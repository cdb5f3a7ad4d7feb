function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// break and continue through finally blocks run the finally.
var log = [];
for (var i = 0; i < 3; i++) {
    try {
        if (i === 1) continue;
        if (i === 2) break;
        log.push("body " + i);
    } finally {
        log.push("finally " + i);
    }
}
shouldBe(log.join(), "body 0,finally 0,finally 1,finally 2");

// Labelled break through nested finally blocks runs them innermost first.
log = [];
outer: for (var a = 0; a < 2; a++) {
    try {
        for (var b = 0; b < 2; b++) {
            try {
                break outer;
            } finally {
                log.push("inner finally");
            }
        }
    } finally {
        log.push("outer finally");
    }
}
shouldBe(log.join(), "inner finally,outer finally");
shouldBe(a, 0);

// continue in finally overrides a throw in try.
var count = 0;
for (var k = 0; k < 3; k++) {
    try { throw new Error(); } finally { count++; continue; }
}
shouldBe(count, 3);

// A loop inside finally with its own break doesn't affect the outer completion.
function f() {
    try { return "kept"; } finally {
        for (;;) break;
    }
}
shouldBe(f(), "kept");
