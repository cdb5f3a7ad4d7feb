function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Symbol.unscopables hides properties from with lookups.
var value = "outer";
var obj = { value: "object", other: "o" };
obj[Symbol.unscopables] = { value: true };
var result;
with (obj) { result = value + "/" + other; }
shouldBe(result, "outer/o");

// Falsy unscopable entries do not hide.
obj[Symbol.unscopables] = { value: false };
with (obj) { result = value; }
shouldBe(result, "object");

// Unscopables inherited through the prototype chain are honoured.
var inherited = Object.create({ [Symbol.unscopables]: { hiddenName: true } });
inherited.hiddenName = "object";
var hiddenName = "outer";
with (inherited) { result = hiddenName; }
shouldBe(result, "outer");

// Assignments to an unscopable name go to the outer binding.
obj[Symbol.unscopables] = { value: true };
with (obj) { value = "assigned"; }
shouldBe(value, "assigned");
shouldBe(obj.value, "object");

// Unscopables object is consulted on each lookup.
var dynamic = { p: "object p" };
var p = "outer p";
var seen = [];
with (dynamic) {
    seen.push(p);
    dynamic[Symbol.unscopables] = { p: true };
    seen.push(p);
}
shouldBe(seen.join("|"), "object p|outer p");
