function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Cases fall through until a break.
function describe(n) {
    var out = [];
    switch (n) {
        case 1:
            out.push("one");
        case 2:
            out.push("two");
            break;
        case 3:
            out.push("three");
        case 4:
        case 5:
            out.push("four-or-five");
            break;
        default:
            out.push("other");
    }
    return out.join(",");
}
shouldBe(describe(1), "one,two");
shouldBe(describe(2), "two");
shouldBe(describe(3), "three,four-or-five");
shouldBe(describe(4), "four-or-five");
shouldBe(describe(5), "four-or-five");
shouldBe(describe(9), "other");

// return inside switch inside a function.
function kind(x) {
    switch (typeof x) {
        case "number": return "num";
        case "string": return "str";
    }
    return "unknown";
}
shouldBe(kind(1), "num");
shouldBe(kind("s"), "str");
shouldBe(kind(null), "unknown");

// continue inside a switch inside a loop continues the loop.
var collected = [];
for (var i = 0; i < 5; i++) {
    switch (i % 2) {
        case 0: continue;
        case 1: collected.push(i);
    }
}
shouldBe(collected.join(), "1,3");

// An empty switch and a switch with only default.
switch (1) {}
var d = 0;
switch (1) { default: d = 1; }
shouldBe(d, 1);
