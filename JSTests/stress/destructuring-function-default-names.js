function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Anonymous functions and classes used as defaults in binding patterns are named after the binding.
var { f = function () {} } = {};
shouldBe(f.name, "f");
var [g = () => {}] = [];
shouldBe(g.name, "g");
let { K = class {} } = {};
shouldBe(K.name, "K");
var { renamed: alias = function () {} } = {};
shouldBe(alias.name, "alias");

// Named function expressions keep their own name.
var { h = function own() {} } = {};
shouldBe(h.name, "own");

// A class with a static name method is not renamed.
var { S = class { static name() {} } } = {};
shouldBe(typeof S.name, "function");
