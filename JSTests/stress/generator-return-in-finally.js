function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// return() runs pending finally blocks.
var log = [];
function* gen() {
    try {
        yield 1;
        yield 2;
    } finally {
        log.push("cleanup");
    }
}
var g = gen();
g.next();
var r = g.return("done");
shouldBe(r.value, "done");
shouldBe(r.done, true);
shouldBe(log.join(), "cleanup");

// Nested finally blocks run innermost first.
log = [];
function* nested() {
    try {
        try {
            yield 1;
        } finally {
            log.push("inner");
        }
    } finally {
        log.push("outer");
    }
}
var n = nested();
n.next();
n.return();
shouldBe(log.join(), "inner,outer");

// A return statement inside finally overrides the return() value.
function* override() {
    try { yield 1; } finally { return "from finally"; }
}
var o = override();
o.next();
var ro = o.return("requested");
shouldBe(ro.value, "from finally");
shouldBe(ro.done, true);

// Breaking out of a for-of over the generator also runs finally.
log = [];
for (var v of gen()) break;
shouldBe(log.join(), "cleanup");

// return() before the try block is entered does not run the finally.
log = [];
function* beforeTry() {
    yield "before";
    try { yield "inside"; } finally { log.push("finally"); }
}
var b = beforeTry();
b.next();
b.return();
shouldBe(log.length, 0);
