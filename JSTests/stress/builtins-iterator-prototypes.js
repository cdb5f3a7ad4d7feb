function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 27.1.2 %IteratorPrototype% and 27.1.3 %AsyncIteratorPrototype%.
var IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
shouldBe(Object.getPrototypeOf(IteratorPrototype), Object.prototype);
var method = IteratorPrototype[Symbol.iterator];
shouldBe(typeof method, "function");
shouldBe(method.name, "[Symbol.iterator]");
shouldBe(method.length, 0);
var o = {};
shouldBe(method.call(o), o);
shouldBe(method.call(5), 5);
var descriptor = Object.getOwnPropertyDescriptor(IteratorPrototype, Symbol.iterator);
shouldBe(descriptor.writable && descriptor.configurable && !descriptor.enumerable, true);
// Generators share it.
function* g() {}
shouldBe(Object.getPrototypeOf(Object.getPrototypeOf(g.prototype)), IteratorPrototype);
// %AsyncIteratorPrototype%.
async function* ag() {}
var AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(ag.prototype));
var asyncMethod = AsyncIteratorPrototype[Symbol.asyncIterator];
shouldBe(asyncMethod.name, "[Symbol.asyncIterator]");
shouldBe(asyncMethod.call(o), o);
shouldBe(Object.getPrototypeOf(AsyncIteratorPrototype), Object.prototype);
