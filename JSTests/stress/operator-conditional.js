function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The conditional operator evaluates only the chosen branch.
var log = [];
var r = true ? (log.push("then"), 1) : (log.push("else"), 2);
shouldBe(r, 1);
shouldBe(log.join(), "then");

// Truthiness of the condition.
shouldBe(0 ? "t" : "f", "f");
shouldBe("" ? "t" : "f", "f");
shouldBe("0" ? "t" : "f", "t");
shouldBe([] ? "t" : "f", "t");
shouldBe(NaN ? "t" : "f", "f");
shouldBe(0n ? "t" : "f", "f");
shouldBe(null ? "t" : "f", "f");

// Right associativity.
function grade(n) { return n > 90 ? "A" : n > 80 ? "B" : n > 70 ? "C" : "F"; }
shouldBe(grade(95), "A");
shouldBe(grade(85), "B");
shouldBe(grade(75), "C");
shouldBe(grade(10), "F");

// Assignment inside branches.
var x;
true ? x = 1 : x = 2;
shouldBe(x, 1);

// Condition with `in` inside a for-initializer requires care; plain use is fine.
var obj = { k: 1 };
shouldBe("k" in obj ? "yes" : "no", "yes");
