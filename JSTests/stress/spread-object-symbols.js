function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object spread copies symbol-keyed own enumerable properties too, after string keys.
var s1 = Symbol("one");
var s2 = Symbol("two");
var src = { [s1]: 1, str: "s" };
Object.defineProperty(src, s2, { value: 2, enumerable: false });
var copy = { ...src };
shouldBe(copy[s1], 1);
shouldBe(s2 in copy, false);
shouldBe(copy.str, "s");
var syms = Object.getOwnPropertySymbols(copy);
shouldBe(syms.length, 1);
shouldBe(syms[0], s1);

// Object.assign also copies symbols.
var assigned = Object.assign({}, src);
shouldBe(assigned[s1], 1);
