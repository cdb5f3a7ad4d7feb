function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// switch compares with strict equality.
function match(v) {
    switch (v) {
        case 1: return "number 1";
        case "1": return "string 1";
        case true: return "true";
        case null: return "null";
        case undefined: return "undefined";
        case 0: return "zero";
        default: return "none";
    }
}
shouldBe(match(1), "number 1");
shouldBe(match("1"), "string 1");
shouldBe(match(true), "true");
shouldBe(match(null), "null");
shouldBe(match(undefined), "undefined");
shouldBe(match(-0), "zero");
shouldBe(match(1n), "none");
shouldBe(match([1]), "none");
shouldBe(match(NaN), "none");

// Objects match only by identity.
var o = {};
function objMatch(v) {
    switch (v) {
        case o: return "same";
        case {}: return "never";
        default: return "different";
    }
}
shouldBe(objMatch(o), "same");
shouldBe(objMatch({}), "different");

// The discriminant is evaluated once; cases are evaluated in order until a match.
var count = 0;
var caseLog = [];
switch ((count++, 2)) {
    case (caseLog.push(1), 1): break;
    case (caseLog.push(2), 2): break;
    case (caseLog.push(3), 3): break;
}
shouldBe(count, 1);
shouldBe(caseLog.join(), "1,2");
