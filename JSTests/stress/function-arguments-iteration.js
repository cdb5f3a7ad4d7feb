function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The arguments object is iterable and array-like.
function collect() {
    var out = [];
    for (var v of arguments) out.push(v);
    return out;
}
shouldBe(collect(1, 2, 3).join(), "1,2,3");

function spread() { return [...arguments]; }
shouldBe(spread("a", "b").join(), "a,b");

function toArray() { return Array.prototype.slice.call(arguments, 1); }
shouldBe(toArray(1, 2, 3).join(), "2,3");

function keys() { return Object.keys(arguments).join(); }
shouldBe(keys(5, 6), "0,1");

function strictArgs() { "use strict"; return Object.prototype.toString.call(arguments); }
shouldBe(strictArgs(), "[object Arguments]");

function protoOf() { return Object.getPrototypeOf(arguments); }
shouldBe(protoOf(), Object.prototype);
