function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Computed field keys are evaluated once at class definition time, not per instance.
var evaluations = 0;
function key() { evaluations++; return "k" + evaluations; }
class K {
    [key()] = "value";
}
new K(); new K(); new K();
shouldBe(evaluations, 1);
shouldBe(new K().k1, "value");

// The initializer, in contrast, runs per instance.
var inits = 0;
class L { x = ++inits; }
new L(); new L();
shouldBe(inits, 2);

// Symbol computed keys for fields.
var s = Symbol("field");
class M { [s] = 5; }
shouldBe(new M()[s], 5);

// Field keys are ToPropertyKey'd at definition time: a toString side effect happens once.
var calls = 0;
var objKey = { toString() { calls++; return "fromObject"; } };
class N { [objKey] = 1; }
new N(); new N();
shouldBe(calls, 1);
shouldBe(new N().fromObject, 1);
