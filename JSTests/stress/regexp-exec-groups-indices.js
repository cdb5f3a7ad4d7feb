function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function shouldBeArray(actual, expected, message) {
    shouldBe(JSON.stringify(actual), JSON.stringify(expected), message);
}

// The match array: captures, index, input, groups, and indices for the d flag.
var m = /(a)|(b)/.exec("xb");
shouldBe(m.length, 3);
shouldBe(m[0], "b");
shouldBe(m[1], undefined);
shouldBe(m[2], "b");
shouldBe(m.index, 1);
shouldBe(m.input, "xb");
shouldBe(m.groups, undefined);
shouldBe("groups" in m, true);
shouldBe(Object.keys(m).join(), "0,1,2,index,input,groups");
// Named groups: a null-prototype object, in the order of the names.
var date = /(?<year>\d{4})-(?<month>\d{2})(?:-(?<day>\d{2}))?/.exec("on 2024-05");
shouldBe(Object.getPrototypeOf(date.groups), null);
shouldBe(Object.keys(date.groups).join(), "year,month,day");
shouldBe(date.groups.year, "2024");
shouldBe(date.groups.month, "05");
shouldBe(date.groups.day, undefined);
shouldBe("indices" in date, false);
// Back references by name.
shouldBe(/(?<q>['"]).*?\k<q>/.exec(`say "hi" 'x'`)[0], '"hi"');
// Captures in a repeated group are reset on each iteration.
shouldBeArray(/(?:(a)|b)+/.exec("ab"), ["ab", null]);
shouldBeArray(/(z)((a+)?(b+)?(c))*/.exec("zaacbbbcac"), ["zaacbbbcac", "z", "ac", "a", null, "c"]);
// hasIndices: [start, end] pairs, undefined for groups that did not take part.
var withIndices = /(?<first>a)(b)?(?<third>c)/d.exec("xac");
shouldBeArray(withIndices.indices, [[1, 3], [1, 2], null, [2, 3]]);
shouldBe(Object.getPrototypeOf(withIndices.indices.groups), null);
shouldBeArray(withIndices.indices.groups.first, [1, 2]);
shouldBeArray(withIndices.indices.groups.third, [2, 3]);
shouldBe(/x/d.exec("x").indices.groups, undefined);
shouldBe(Object.keys(withIndices).join(), "0,1,2,3,index,input,groups,indices");
// Unicode mode reports indices in code units.
var astral = /(\u{1F600})(.)/du.exec("a\u{1F600}\u{1F601}");
shouldBeArray(astral.indices, [[1, 5], [1, 3], [3, 5]]);
shouldBe(astral[2], "\u{1F601}");
