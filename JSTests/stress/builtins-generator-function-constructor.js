function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 27.3 GeneratorFunction: reached through a generator function, not a global.
var GeneratorFunctionConstructor = Object.getPrototypeOf(function* () {}).constructor;
shouldBe(typeof GeneratorFunctionConstructor, "function");
shouldBe(GeneratorFunctionConstructor.name, "GeneratorFunction");
shouldBe(GeneratorFunctionConstructor.length, 1);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "GeneratorFunction"), undefined);
shouldBe(Object.getPrototypeOf(GeneratorFunctionConstructor), Function);
// It makes generator functions, called or constructed.
var g = new GeneratorFunctionConstructor("a", "b", "yield a; yield b;");
var it = g(1, 2);
shouldBe(it.next().value, 1);
shouldBe(it.next().value, 2);
shouldBe(it.next().done, true);
shouldBe(GeneratorFunctionConstructor("yield 3")().next().value, 3);
shouldBe(GeneratorFunctionConstructor()().next().done, true);
shouldBe(Object.getPrototypeOf(g), GeneratorFunctionConstructor.prototype);
shouldThrow(() => GeneratorFunctionConstructor("yield +"), SyntaxError);
// The prototype objects and their links (27.3.3, 27.5.1).
var GeneratorFunctionPrototype = GeneratorFunctionConstructor.prototype;
var GeneratorPrototype = GeneratorFunctionPrototype.prototype;
shouldBe(Object.getPrototypeOf(GeneratorFunctionPrototype), Function.prototype);
shouldBe(GeneratorFunctionPrototype.constructor, GeneratorFunctionConstructor);
shouldBe(GeneratorPrototype.constructor, GeneratorFunctionPrototype);
shouldBe(GeneratorFunctionPrototype[Symbol.toStringTag], "GeneratorFunction");
shouldBe(GeneratorPrototype[Symbol.toStringTag], "Generator");
shouldBe(Object.getPrototypeOf(g.prototype), GeneratorPrototype);
function checkAttributes(object, key, writable, enumerable, configurable) {
    var descriptor = Object.getOwnPropertyDescriptor(object, key);
    shouldBe(descriptor.writable, writable, String(key) + " writable");
    shouldBe(descriptor.enumerable, enumerable, String(key) + " enumerable");
    shouldBe(descriptor.configurable, configurable, String(key) + " configurable");
}
checkAttributes(GeneratorFunctionConstructor, "prototype", false, false, false);
checkAttributes(GeneratorFunctionPrototype, "constructor", false, false, true);
checkAttributes(GeneratorFunctionPrototype, "prototype", false, false, true);
checkAttributes(GeneratorFunctionPrototype, Symbol.toStringTag, false, false, true);
checkAttributes(GeneratorPrototype, "constructor", false, false, true);
checkAttributes(GeneratorPrototype, "next", true, false, true);
// A subclass's prototype comes from NewTarget.
class MyGeneratorFunction extends GeneratorFunctionConstructor {}
var sub = new MyGeneratorFunction("yield 1");
shouldBe(Object.getPrototypeOf(sub), MyGeneratorFunction.prototype);
shouldBe(sub().next().value, 1);
