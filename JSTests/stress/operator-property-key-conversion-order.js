function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) converts the key before the right-hand side, and twice in compound assignment.
// Order of observable steps when a computed member is assigned.
var log = [];
var key = { toString() { log.push("key"); return "k"; } };
function rhs() { log.push("rhs"); return 1; }

// Plain assignment: base, key expression, right-hand side, then ToPropertyKey at the put.
var target = {};
target[key] = rhs();
shouldBe(log.join(), "rhs,key");
shouldBe(target.k, 1);

// Compound assignment: the key is converted once, before the read, and the put reuses it.
log = [];
target[key] += rhs();
shouldBe(log.join(), "key,rhs");
shouldBe(target.k, 2);

// A null base: a compound assignment evaluates the key expression, then throws before
// converting it.
log = [];
var nothing = null;
shouldThrow(function () { nothing[(log.push("expr"), key)] += 1; }, TypeError);
shouldBe(log.join(), "expr");

// Update expressions behave as compound assignments.
log = [];
target[key]++;
shouldBe(log.join(), "key");
shouldBe(target.k, 3);

// Literal keys are folded and behave the same.
var literal = { a: 1 };
literal["a"] += 1;
literal[0] = 5;
literal[0] *= 2;
shouldBe(literal.a, 2);
shouldBe(literal[0], 10);
