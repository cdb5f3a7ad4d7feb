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

function collect() {
    var list = [this];
    for (var i = 0; i < arguments.length; i++) list[list.length] = arguments[i];
    return list;
}
function strict() { "use strict"; return this; }

// An array-like's elements, read with [[Get]] up to its length.
var log = "";
var arrayLike = {
    get length() { log += "length;"; return 2; },
    get 0() { log += "0;"; return "a"; },
    get 1() { log += "1;"; return "b"; },
    get 2() { log += "2;"; return "c"; },
};
var result = collect.apply(null, arrayLike);
shouldBe(log, "length;0;1;");
shouldBe(result.length, 3);
shouldBe(result[2], "b");
shouldBe(collect.apply(null, { length: 2 })[2], undefined);
shouldBe(collect.apply(null, { length: "2" }).length, 3);
shouldBe(collect.apply(null, { length: -1 }).length, 1);
shouldBe(collect.apply(null, [, "hole"])[1], undefined);

// undefined and null mean no arguments; other primitives throw.
shouldBe(collect.apply(null, undefined).length, 1);
shouldBe(collect.apply(null, null).length, 1);
shouldThrow(function () { collect.apply(null, 1); }, TypeError);
shouldThrow(function () { collect.apply(null, "ab"); }, TypeError);

// The this value is passed as is (strict functions see primitives).
shouldBe(strict.apply(5), 5);
shouldBe(strict.call("s"), "s");
shouldBe(strict.call(), undefined);

// The receiver must be callable.
shouldThrow(function () { Function.prototype.apply.call({}, null, []); }, TypeError);
shouldThrow(function () { Function.prototype.call.call(1); }, TypeError);

// call passes its arguments after the first.
var called = collect.call("t", 1, 2);
shouldBe(called.length, 3);
shouldBe(called[2], 2);
