function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// a?.[expr] does not evaluate expr when a is nullish.
var evaluated = false;
function key() { evaluated = true; return "k"; }
var nul = null;
shouldBe(nul?.[key()], undefined);
shouldBe(evaluated, false);

var obj = { k: "value" };
shouldBe(obj?.[key()], "value");
shouldBe(evaluated, true);

// Arguments of a short-circuited call are not evaluated either.
var argsEvaluated = 0;
var undef;
undef?.method(argsEvaluated++, argsEvaluated++);
undef?.(argsEvaluated++);
shouldBe(argsEvaluated, 0);

// ToPropertyKey is not applied when short-circuiting.
var converted = false;
var keyObj = { toString() { converted = true; return "x"; } };
nul?.[keyObj];
shouldBe(converted, false);
