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

// Functions compiled from source give their exact source text.
function declared(a, /* comment */ b) { return a + b; }
shouldBe(declared.toString(), "function declared(a, /* comment */ b) { return a + b; }");
var expression = function  spaced ( ) {};
shouldBe(expression.toString(), "function  spaced ( ) {}");
shouldBe((x => x * 2).toString(), "x => x * 2");
shouldBe((async (a) => a).toString(), "async (a) => a");
var object = { method(a) { return a; }, get accessor() { return 1; }, *generator() {}, async asyncMethod() {} };
shouldBe(object.method.toString(), "method(a) { return a; }");
shouldBe(Object.getOwnPropertyDescriptor(object, "accessor").get.toString(), "get accessor() { return 1; }");
shouldBe(object.generator.toString(), "*generator() {}");
shouldBe(object.asyncMethod.toString(), "async asyncMethod() {}");
shouldBe(function* g() { yield 1; }.toString(), "function* g() { yield 1; }");
shouldBe(function \u0061b() {}.toString(), "function \\u0061b() {}");
// Source text outside Latin-1 comes back unchanged (offsets are UTF-16 code units).
shouldBe(function café() { return "中😀"; }.toString(), "function caf\u00e9() { return \"\u4e2d\ud83d\ude00\"; }");
shouldBe((() => "é").toString().length, 9);

// The Function constructor's source: "function anonymous(" params "\n) {\n" body "\n}".
shouldBe(new Function("a", "b", "return a").toString(), "function anonymous(a,b\n) {\nreturn a\n}");
shouldBe(Function().toString(), "function anonymous(\n) {\n\n}");

// Built-in and bound functions use the NativeFunction syntax.
function isNative(f, name) {
    var text = f.toString();
    var expected = "function " + name + "() { [native code] }";
    shouldBe(text, expected);
}
isNative(Object.keys, "keys");
isNative(Function.prototype, "");
isNative(Function.prototype[Symbol.hasInstance], "[Symbol.hasInstance]");
isNative(Object.getOwnPropertyDescriptor(Object.prototype, "__proto__").get, "get __proto__");
isNative(declared.bind(), "");

shouldThrow(function () { Function.prototype.toString.call({}); }, TypeError);
shouldThrow(function () { Function.prototype.toString.call(1); }, TypeError);
