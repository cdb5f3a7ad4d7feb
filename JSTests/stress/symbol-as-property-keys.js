function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Symbols as property keys are unique and hidden from string-key enumeration.
var a = Symbol("key"), b = Symbol("key");
shouldBe(a === b, false);
var obj = { [a]: 1, [b]: 2, plain: 3 };
shouldBe(obj[a], 1);
shouldBe(obj[b], 2);
shouldBe(Object.keys(obj).join(), "plain");
shouldBe(Object.getOwnPropertyNames(obj).join(), "plain");
shouldBe(Object.getOwnPropertySymbols(obj).length, 2);
shouldBe(JSON.stringify(obj), '{"plain":3}');
var forIn = [];
for (var k in obj) forIn.push(k);
shouldBe(forIn.join(), "plain");

// in, hasOwnProperty, delete and defineProperty work with symbols.
shouldBe(a in obj, true);
shouldBe(obj.hasOwnProperty(b), true);
shouldBe(delete obj[a], true);
shouldBe(a in obj, false);
Object.defineProperty(obj, a, { value: "defined", enumerable: false });
shouldBe(obj[a], "defined");
shouldBe(obj.propertyIsEnumerable(a), false);

// Symbol keys in classes and with getters.
var secret = Symbol("secret");
class K {
    [secret]() { return "secret method"; }
    static get [secret]() { return "static getter"; }
}
shouldBe(new K()[secret](), "secret method");
shouldBe(K[secret], "static getter");

// Symbols are not converted to strings as keys.
obj[String(a)] = "string key";
shouldBe(obj["Symbol(key)"], "string key");
shouldBe(obj[a], "defined");
