function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Generator functions cannot be used with new, and have a prototype without constructor.
function* gen() { yield 1; }
shouldThrow(() => new gen(), TypeError);
shouldBe(typeof gen.prototype, "object");
shouldBe(Object.getOwnPropertyNames(gen.prototype).length, 0);

// The generator function's prototype chain.
var GeneratorFunctionPrototype = Object.getPrototypeOf(gen);
shouldBe(Object.getPrototypeOf(GeneratorFunctionPrototype), Function.prototype);
var GeneratorPrototype = GeneratorFunctionPrototype.prototype;
shouldBe(Object.getPrototypeOf(gen.prototype), GeneratorPrototype);
shouldBe(typeof GeneratorPrototype.next, "function");
shouldBe(typeof GeneratorPrototype.return, "function");
shouldBe(typeof GeneratorPrototype.throw, "function");

// A generator object is an iterator that returns itself.
var g = gen();
shouldBe(g[Symbol.iterator](), g);
shouldBe(g instanceof gen, true);

// If the prototype property is not an object, %GeneratorPrototype% is used.
function* other() {}
other.prototype = null;
shouldBe(Object.getPrototypeOf(other()), GeneratorPrototype);

// next called on a non-generator throws TypeError.
shouldThrow(() => GeneratorPrototype.next.call({}), TypeError);
