function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Generator methods in object literals and classes.
var obj = {
    *items() { yield "a"; yield "b"; },
    *[Symbol.iterator]() { yield* this.items(); },
    async *asyncItems() { yield 1; },
};
shouldBe([...obj.items()].join(), "a,b");
shouldBe([...obj].join(), "a,b");
shouldBe(typeof obj.asyncItems().next, "function");

class Collection {
    constructor(values) { this.values = values; }
    *[Symbol.iterator]() {
        for (var v of this.values) yield v * 2;
    }
    static *range(n) { for (var i = 0; i < n; i++) yield i; }
}
shouldBe([...new Collection([1, 2, 3])].join(), "2,4,6");
shouldBe([...Collection.range(3)].join(), "0,1,2");

// Generator methods are not constructors.
shouldThrow(() => new obj.items(), TypeError);

// The prototype of a generator method's result is method.prototype.
var g = obj.items();
shouldBe(Object.getPrototypeOf(g), obj.items.prototype);

// Computed generator method names.
var name = "dyn";
var o2 = { *[name + "Gen"]() { yield name; } };
shouldBe(o2.dynGen().next().value, "dyn");
