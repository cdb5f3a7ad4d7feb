function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Deeply nested patterns mixing arrays and objects.
var data = {
    user: { name: "ann", tags: ["a", "b", "c"], address: { city: "Oslo" } },
    list: [{ id: 1 }, { id: 2 }],
};
var {
    user: { name, tags: [firstTag, ...otherTags], address: { city, zip = "none" } },
    list: [, { id: secondId }],
} = data;
shouldBe(name, "ann");
shouldBe(firstTag, "a");
shouldBe(otherTags.join(), "b,c");
shouldBe(city, "Oslo");
shouldBe(zip, "none");
shouldBe(secondId, 2);

// Defaults at nested levels.
var { a: { b: { c = "deep" } = {} } = {} } = {};
shouldBe(c, "deep");

// Missing intermediate object throws.
shouldThrow(() => { var { a: { b } } = {}; }, TypeError);
shouldThrow(() => { var [[inner]] = [undefined]; }, TypeError);

// Nested arrays.
var [[p, q], [r, [s]]] = [[1, 2], [3, [4]]];
shouldBe(p + q + r + s, 10);
