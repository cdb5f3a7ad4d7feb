function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object rest copies the remaining own enumerable properties, including symbols.
var sym = Symbol("s");
var source = { a: 1, b: 2, c: 3, [sym]: 4 };
var { a, ...rest } = source;
shouldBe(a, 1);
shouldBe(Object.keys(rest).join(), "b,c");
shouldBe(rest[sym], 4);
shouldBe(rest.a, undefined);

// Non-enumerable and inherited properties are not copied.
var proto = { inherited: true };
var obj = Object.create(proto);
Object.defineProperty(obj, "hidden", { value: 1, enumerable: false });
obj.visible = 2;
var { ...copy } = obj;
shouldBe(copy.inherited, undefined);
shouldBe(copy.hidden, undefined);
shouldBe(copy.visible, 2);
shouldBe(Object.getPrototypeOf(copy), Object.prototype);

// Getters are invoked and the values copied as data properties.
var getterCalls = 0;
var { ...fromGetter } = { get g() { getterCalls++; return "got"; } };
shouldBe(getterCalls, 1);
shouldBe(Object.getOwnPropertyDescriptor(fromGetter, "g").value, "got");

// Computed keys are excluded from the rest.
var key = "b";
var { [key]: bValue, ...others } = { a: 1, b: 2, c: 3 };
shouldBe(bValue, 2);
shouldBe(Object.keys(others).join(), "a,c");

// Rest of a primitive.
var { length, ...strRest } = "hi";
shouldBe(length, 2);
shouldBe(strRest[0], "h");
shouldBe(strRest[1], "i");

// Rest in assignment to a member expression.
var target = {};
({ a, ...target.rest } = { a: 1, z: 26 });
shouldBe(target.rest.z, 26);

// Rest must be last.
shouldThrow(() => eval("var { ...a, b } = {};"), SyntaxError);
shouldThrow(() => eval("var { ...{ a } } = {};"), SyntaxError);
