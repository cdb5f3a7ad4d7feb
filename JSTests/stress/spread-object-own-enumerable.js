function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object spread copies own enumerable properties only.
var proto = { inherited: 1 };
var src = Object.create(proto);
src.own = 2;
Object.defineProperty(src, "hidden", { value: 3, enumerable: false });
var copy = { ...src };
shouldBe(copy.own, 2);
shouldBe("inherited" in copy, false);
shouldBe("hidden" in copy, false);

// Later properties overwrite earlier ones; order of keys follows definition.
var merged = { a: 1, b: 2, ...{ b: 3, c: 4 }, d: 5 };
shouldBe(Object.keys(merged).join(), "a,b,c,d");
shouldBe(merged.b, 3);
var overridden = { ...{ x: 1 }, x: 2 };
shouldBe(overridden.x, 2);

// Spreading arrays and strings copies index properties.
var fromArray = { ...["a", "b"] };
shouldBe(fromArray[0], "a");
shouldBe(fromArray.length, undefined);
var fromString = { ..."hi" };
shouldBe(fromString[1], "i");

// Spread defines properties; it does not call setters on the target.
var setterCalled = false;
var target = { set x(v) { setterCalled = true; }, ...{ x: 1 } };
shouldBe(setterCalled, false);
shouldBe(Object.getOwnPropertyDescriptor(target, "x").value, 1);

// Spread result properties are plain writable data properties.
var frozen = Object.freeze({ f: 1 });
var thawed = { ...frozen };
thawed.f = 2;
shouldBe(thawed.f, 2);
