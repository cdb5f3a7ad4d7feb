function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Assignments inside with go to the object if it has the property, otherwise to the outer scope.
var obj = { a: 1 };
var b = "outer b";
with (obj) {
    a = 10;
    b = "assigned";
}
shouldBe(obj.a, 10);
shouldBe(b, "assigned");
shouldBe("b" in obj, false);

// var declarations inside with: the initializer assigns through the with scope.
var target = { x: 1 };
with (target) {
    var x = 2;
}
shouldBe(target.x, 2);
shouldBe(x, undefined);

// Deleting a property during the with body makes later lookups fall through.
var y = "outer y";
var holder = { y: "object y" };
var seen = [];
with (holder) {
    seen.push(y);
    delete holder.y;
    seen.push(y);
}
shouldBe(seen.join("|"), "object y|outer y");

// Setters on the object are called.
var log = [];
var withSetter = { set s(v) { log.push(v); }, get s() { return "got"; } };
with (withSetter) {
    s = 5;
    log.push(s);
}
shouldBe(log.join(), "5,got");

// Compound assignment and increments.
var counter = { n: 1 };
with (counter) { n += 5; n++; }
shouldBe(counter.n, 7);
