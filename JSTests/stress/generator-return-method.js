function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// return(v) finishes a generator early with {value: v, done: true}.
function* gen() { yield 1; yield 2; yield 3; }
var g = gen();
g.next();
var r = g.return("early");
shouldBe(r.value, "early");
shouldBe(r.done, true);
shouldBe(g.next().done, true);

// return() on a fresh generator completes it without running any code.
var ran = false;
function* never() { ran = true; yield 1; }
var n = never();
shouldBe(n.return(5).value, 5);
shouldBe(ran, false);
shouldBe(n.next().done, true);

// return() on a finished generator just returns the value.
var f = gen();
[...f];
var rf = f.return("after");
shouldBe(rf.value, "after");
shouldBe(rf.done, true);

// return() with no argument gives undefined.
var u = gen();
u.next();
shouldBe(u.return().value, undefined);

// A catch block does not intercept return().
function* withCatch() {
    try { yield 1; } catch (e) { yield "caught"; }
    yield "after";
}
var c = withCatch();
c.next();
var rc = c.return("r");
shouldBe(rc.value, "r");
shouldBe(rc.done, true);
