function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-of and spread ignore the generator's return value; manual next() sees it.
function* gen() {
    yield 1;
    yield 2;
    return "ret";
}
var viaForOf = [];
for (var v of gen()) viaForOf.push(v);
shouldBe(viaForOf.join(), "1,2");
shouldBe([...gen()].join(), "1,2");
shouldBe(Array.from(gen()).length, 2);
var [a, b, c] = gen();
shouldBe(c, undefined);

var g = gen();
g.next();
g.next();
var last = g.next();
shouldBe(last.value, "ret");
shouldBe(last.done, true);
