function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

var hasInstance = Function.prototype[Symbol.hasInstance];
var d = Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance);
shouldBe(d.writable || d.enumerable || d.configurable, false);
shouldBe(hasInstance.name, "[Symbol.hasInstance]");
shouldBe(hasInstance.length, 1);

function C() {}
var c = new C();
shouldBe(hasInstance.call(C, c), true);
shouldBe(hasInstance.call(C, {}), false);
shouldBe(hasInstance.call(C, 1), false);
// A non-callable receiver gives false, not an error.
shouldBe(hasInstance.call({}, c), false);
shouldBe(hasInstance.call(undefined, c), false);
// Bound functions use their target.
shouldBe(hasInstance.call(C.bind(null), c), true);
// A non-object prototype throws for objects.
var noPrototype = function () {};
noPrototype.prototype = 1;
shouldThrow(function () { hasInstance.call(noPrototype, {}); }, TypeError);
shouldBe(hasInstance.call(noPrototype, 1), false);
// Assigning does not replace it: the property is not writable.
function D() {}
D[Symbol.hasInstance] = function () { return true; };
shouldBe({} instanceof D, false);
