function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.keys, values and entries list own enumerable string-keyed properties.
var proto = { inherited: 1 };
var obj = Object.create(proto);
obj.b = 2;
obj.a = 1;
obj[Symbol("s")] = 3;
Object.defineProperty(obj, "hidden", { value: 4, enumerable: false });
shouldBe(Object.keys(obj).join(), "b,a");
shouldBe(Object.values(obj).join(), "2,1");
shouldBe(Object.entries(obj).map(e => e.join("=")).join("&"), "b=2&a=1");

// Getters are invoked for values and entries.
var count = 0;
var withGetter = { get g() { return ++count; } };
shouldBe(Object.values(withGetter)[0], 1);
shouldBe(Object.entries(withGetter)[0][1], 2);

// Primitives are converted.
shouldBe(Object.keys("ab").join(), "0,1");
shouldBe(Object.values("ab").join(), "a,b");
shouldBe(Object.keys(5).length, 0);
shouldThrow(() => Object.keys(null), TypeError);
shouldThrow(() => Object.values(undefined), TypeError);

// Arrays.
shouldBe(Object.keys([7, , 9]).join(), "0,2");
shouldBe(Object.entries(["x"])[0].join(), "0,x");

// getOwnPropertyNames includes non-enumerable ones.
shouldBe(Object.getOwnPropertyNames(obj).join(), "b,a,hidden");

// A property deleted by an earlier getter is skipped by values/entries.
var deleting = { get first() { delete this.second; return 1; }, second: 2 };
shouldBe(Object.values(deleting).join(), "1");
