function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A generator yields values lazily and finishes with its return value.
var log = [];
function* gen() {
    log.push("start");
    yield 1;
    log.push("after 1");
    yield 2;
    log.push("after 2");
    return 3;
}
var g = gen();
shouldBe(log.length, 0);
var r = g.next();
shouldBe(r.value, 1);
shouldBe(r.done, false);
shouldBe(log.join(), "start");
r = g.next();
shouldBe(r.value, 2);
r = g.next();
shouldBe(r.value, 3);
shouldBe(r.done, true);
r = g.next();
shouldBe(r.value, undefined);
shouldBe(r.done, true);
shouldBe(log.join(), "start,after 1,after 2");

// yield without an operand yields undefined.
function* empty() { yield; }
var e = empty().next();
shouldBe(e.value, undefined);
shouldBe(e.done, false);

// Result objects are fresh plain objects.
var it = gen();
var a = it.next(), b = it.next();
shouldBe(a === b, false);
shouldBe(Object.getPrototypeOf(a), Object.prototype);
shouldBe(Object.keys(a).join(), "value,done");

// Generators with loops and conditionals.
function* evens(limit) {
    for (var i = 0; i <= limit; i++) if (i % 2 === 0) yield i;
}
shouldBe([...evens(10)].join(), "0,2,4,6,8,10");
