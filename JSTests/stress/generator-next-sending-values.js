function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Values passed to next() become the result of the paused yield expression.
function* conversation() {
    var name = yield "name?";
    var age = yield "age of " + name + "?";
    return name + " is " + age;
}
var g = conversation();
shouldBe(g.next("ignored").value, "name?");
shouldBe(g.next("Ann").value, "age of Ann?");
var last = g.next(30);
shouldBe(last.value, "Ann is 30");
shouldBe(last.done, true);

// The argument to the first next() is ignored.
function* echo() {
    var received = [];
    while (true) {
        var v = yield received.length;
        if (v === "stop") return received;
        received.push(v);
    }
}
var e = echo();
e.next("lost");
e.next("a");
e.next("b");
var done = e.next("stop");
shouldBe(done.value.join(), "a,b");

// yield is an expression with low precedence.
function* precedence() {
    var x = yield 1 + 1;
    var y = (yield) * 2;
    return [x, y];
}
var p = precedence();
shouldBe(p.next().value, 2);
p.next(5);
var res = p.next(4).value;
shouldBe(res[0], 5);
shouldBe(res[1], 8);

// yield in argument lists and array literals.
function* args() { return [yield "a", yield "b"]; }
var ag = args();
ag.next();
ag.next(1);
shouldBe(ag.next(2).value.join(), "1,2");
