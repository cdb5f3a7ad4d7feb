function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Records with the same keys in the same order get one structure from JSON.parse (the
// fast path builds the first one property by property, the others from its structure);
// the result is what property-by-property creation would give in every case.
var parsed = JSON.parse('[{"id":1,"name":"a","tags":[1,2]},{"id":2,"name":"b","tags":[]},{"name":"c","id":3,"tags":null}]');
shouldBe($vm.structureId(parsed[0]), $vm.structureId(parsed[1]));
shouldBe($vm.structureId(parsed[0]) === $vm.structureId(parsed[2]), false, "another key order is another structure");
shouldBe($vm.structureId(parsed[0]), $vm.structureId({ id: 0, name: "", tags: 0 }), "the same structure as a literal");
shouldBe(parsed[1].name, "b");
shouldBe(parsed[1].tags.length, 0);
shouldBe(Object.keys(parsed[2]).join(), "name,id,tags");

// Duplicate keys: the last value wins, at the first key's position.
var duplicate = JSON.parse('[{"a":1,"b":2,"a":3},{"a":1,"b":2,"a":3}]');
shouldBe(JSON.stringify(duplicate), '[{"a":3,"b":2},{"a":3,"b":2}]');
shouldBe(Object.keys(duplicate[1]).join(), "a,b");

// Index-like keys are elements, __proto__ is an ordinary own property, and more keys
// than inline slots go out of line.
var odd = JSON.parse('[{"0":"zero","x":1,"__proto__":{"p":1}},{"0":"zero","x":2,"__proto__":{"p":2}}]');
shouldBe(odd[1][0], "zero");
shouldBe(Object.getPrototypeOf(odd[1]), Object.prototype);
shouldBe(odd[1].__proto__.p, 2);
shouldBe(Object.keys(odd[0]).join(), "0,x,__proto__");
var wide = "{" + Array.from({ length: 80 }, (_, i) => '"k' + i + '":' + i).join(",") + "}";
var wides = JSON.parse("[" + wide + "," + wide + "]");
shouldBe(wides[1].k79, 79);
shouldBe(Object.keys(wides[1]).length, 80);
var ten = JSON.parse('[{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10},{"a":11,"b":12,"c":13,"d":14,"e":15,"f":16,"g":17,"h":18,"i":19,"j":20}]');
shouldBe($vm.structureId(ten[0]), $vm.structureId(ten[1]));
shouldBe(ten[1].j + ten[1].f, 36);

// Keys and strings with escapes, 16-bit text, and numbers of every form.
var text = JSON.parse('{"\\u0041":"\\n\\"","é":"ü\\u00e9","big":12345678901234567890,"neg":-0,"exp":1.5e3,"small":5e-324}');
shouldBe(text.A, "\n\"");
shouldBe(text["é"], "üé");
shouldBe(text.big, 12345678901234567000);
shouldBe(Object.is(text.neg, -0), true);
shouldBe(text.exp, 1500);
shouldBe(text.small, 5e-324);
var utf16 = JSON.parse('["\u2028\u03c0", {"\u03c0": 3.14}]');
shouldBe(utf16[0].length, 2);
shouldBe(utf16[1]["\u03c0"], 3.14);
