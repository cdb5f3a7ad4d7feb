function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The name property of every kind of function, including inferred names.
function decl() {}
shouldBe(decl.name, "decl");
var anon = function () {};
shouldBe(anon.name, "anon");
var named = function inner() {};
shouldBe(named.name, "inner");
let arrow = () => {};
shouldBe(arrow.name, "arrow");
const klass = class {};
shouldBe(klass.name, "klass");
class Declared {}
shouldBe(Declared.name, "Declared");

var obj = {
    method() {},
    prop: function () {},
    arrowProp: () => {},
    ["comp" + "uted"]: function () {},
    [Symbol("desc")]: function () {},
    [Symbol()]: function () {},
    get acc() { return 1; },
    set acc(v) {},
    *gen() {},
    async asyncMethod() {},
    123: function () {},
};
shouldBe(obj.method.name, "method");
shouldBe(obj.prop.name, "prop");
shouldBe(obj.arrowProp.name, "arrowProp");
shouldBe(obj.computed.name, "computed");
var syms = Object.getOwnPropertySymbols(obj);
shouldBe(obj[syms[0]].name, "[desc]");
shouldBe(obj[syms[1]].name, "");
var d = Object.getOwnPropertyDescriptor(obj, "acc");
shouldBe(d.get.name, "get acc");
shouldBe(d.set.name, "set acc");
shouldBe(obj.gen.name, "gen");
shouldBe(obj.asyncMethod.name, "asyncMethod");
shouldBe(obj[123].name, "123");

// Names from default values in destructuring and parameters.
var { fromDefault = function () {} } = {};
shouldBe(fromDefault.name, "fromDefault");
function param(p = () => {}) { return p.name; }
shouldBe(param(), "p");

// Assignment to an existing variable names anonymous functions too.
var later;
later = function () {};
shouldBe(later.name, "later");

// Bound functions.
shouldBe(decl.bind(null).name, "bound decl");
shouldBe(decl.bind(null).bind(null).name, "bound bound decl");

// Anonymous function passed directly has empty name.
shouldBe((function () {}).name, "");
shouldBe((() => {}).name, "");

// Parenthesized anonymous functions still get names.
var paren = (function () {});
shouldBe(paren.name, "paren");

// Static method named "name" overrides the class name.
class WithName { static name() {} }
shouldBe(typeof WithName.name, "function");

// name is non-writable, non-enumerable, configurable.
var nd = Object.getOwnPropertyDescriptor(decl, "name");
shouldBe(nd.writable, false);
shouldBe(nd.enumerable, false);
shouldBe(nd.configurable, true);
