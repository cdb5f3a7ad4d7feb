function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In array assignment patterns, each target reference is evaluated before its next() call.
var log = [];
var iterable = {
    [Symbol.iterator]() {
        var i = 0;
        return {
            next() { log.push("next"); return { value: i++, done: false }; },
            return() { log.push("return"); return {}; },
        };
    },
};
var obj = {};
function target(name) { log.push("target " + name); return obj; }
[target("a").a, target("b").b] = iterable;
shouldBe(log.join(), "target a,next,target b,next,return");
shouldBe(obj.a, 0);
shouldBe(obj.b, 1);

// The right-hand side is evaluated before any target.
log = [];
[target("c").c] = (log.push("rhs"), [1]);
shouldBe(log.join(), "rhs,target c");

// Computed member key in a target is evaluated before the value is obtained.
log = [];
var holder = {};
({ p: holder[(log.push("key"), "p")] } = { get p() { log.push("get p"); return 1; } });
shouldBe(log.join(), "key,get p");
