function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.18 join, 23.1.3.36 toString, 23.1.3.32 toLocaleString.
shouldBe([1, 2, 3].join(), "1,2,3");
shouldBe([1, 2, 3].join(""), "123");
shouldBe([1, 2, 3].join(undefined), "1,2,3");
shouldBe([1, 2, 3].join(null), "1null2null3");
shouldBe([null, undefined, 1].join("-"), "--1");
shouldBe([, , ].join(), ",");
shouldBe([].join(), "");
shouldBe(["\u03bb", "x"].join("\u2014"), "\u03bb\u2014x");
// Elements are converted with ToString, in order.
var order = [];
[{ toString() { order.push(1); return "a"; } }, { toString() { order.push(2); return "b"; } }].join();
shouldBe(order.join(), "1,2");
// The separator is converted first, once.
var sepCalls = 0;
shouldBe([1, 2].join({ toString() { sepCalls++; return "+"; } }), "1+2");
shouldBe(sepCalls, 1);
shouldThrow(() => [Symbol()].join(), TypeError);
// A cycle gives the empty string, like every engine.
var cyclic = [1, 2];
cyclic.push(cyclic);
shouldBe(cyclic.join(), "1,2,");
shouldBe(String(cyclic), "1,2,");
// toString calls join; without a callable join it is Object.prototype.toString.
shouldBe([1, [2, 3]].toString(), "1,2,3");
shouldBe(Array.prototype.toString.call({ join() { return "custom"; } }), "custom");
shouldBe(Array.prototype.toString.call({ join: 1 }), "[object Object]");
var noJoin = [1];
noJoin.join = undefined;
shouldBe(noJoin.toString(), "[object Array]");
// toLocaleString invokes each element's toLocaleString.
var localized = [{ toLocaleString() { return "L"; } }, null, 1];
shouldBe(localized.toLocaleString(), "L,,1");
shouldThrow(() => [{ toLocaleString: 1 }].toLocaleString(), TypeError);
// Generic.
shouldBe(Array.prototype.join.call({ length: 2, 0: "a", 1: "b" }, "/"), "a/b");
shouldBe(Array.prototype.join.call("abc"), "a,b,c");
