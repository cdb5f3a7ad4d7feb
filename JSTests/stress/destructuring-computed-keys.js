function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Computed keys in object patterns are evaluated in order, interleaved with reads.
var log = [];
function key(k) { log.push("key " + k); return k; }
var src = {
    get a() { log.push("get a"); return 1; },
    get b() { log.push("get b"); return 2; },
};
var { [key("a")]: x, [key("b")]: y } = src;
shouldBe(x, 1);
shouldBe(y, 2);
shouldBe(log.join(), "key a,get a,key b,get b");

// Symbol and numeric keys.
var sym = Symbol("k");
var { [sym]: symValue, [1 + 1]: two, 0: zero } = { [sym]: "s", 2: "two", 0: "zero" };
shouldBe(symValue, "s");
shouldBe(two, "two");
shouldBe(zero, "zero");

// Keys converted with ToPropertyKey: objects use toString.
var objKey = { toString() { return "fromKey"; } };
var { [objKey]: converted } = { fromKey: 9 };
shouldBe(converted, 9);

// String literal keys and keys that are not identifiers.
var { "hyphen-key": hyphen, "": empty } = { "hyphen-key": 1, "": 2 };
shouldBe(hyphen, 1);
shouldBe(empty, 2);
