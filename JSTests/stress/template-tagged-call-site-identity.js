function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The same call site passes the identical strings array every time; different sites get different arrays.
function tag(strings) { return strings; }
function site() { return tag`same ${1} site`; }
var first = site();
var second = site();
shouldBe(first, second);

var results = [];
for (var i = 0; i < 3; i++) results.push(tag`loop`);
shouldBe(results[0], results[1]);
shouldBe(results[1], results[2]);

// Two textually identical templates at different sites are different objects.
var a = tag`x`;
var b = tag`x`;
shouldBe(a === b, false);

// Same site inside closures created separately still shares the array.
function make() { return () => tag`closure`; }
shouldBe(make()(), make()());

// eval code is a new parse each time: the arrays differ.
var e1 = eval("tag`evald`");
var e2 = eval("tag`evald`");
shouldBe(e1 === e2, false);
