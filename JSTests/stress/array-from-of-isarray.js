function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Array.from with iterables, array-likes and a map function; Array.of; Array.isArray.
shouldBe(Array.from("abc").join(), "a,b,c");
shouldBe(Array.from({ length: 3 }).length, 3);
shouldBe(Array.from({ length: 3 }, (_, i) => i * i).join(), "0,1,4");
shouldBe(Array.from({ length: 2, 0: "x", 1: "y" }).join(), "x,y");
function* gen() { yield 1; yield 2; }
shouldBe(Array.from(gen(), x => x * 10).join(), "10,20");
shouldBe(Array.from([1, , 3]).hasOwnProperty(1), true);
shouldThrow(() => Array.from(null), TypeError);
shouldThrow(() => Array.from([], 5), TypeError);
var ctx = { k: 3 };
shouldBe(Array.from([1], function (v) { return v + this.k; }, ctx)[0], 4);

// A copy is a distinct array.
var orig = [1, 2];
var copy = Array.from(orig);
shouldBe(copy === orig, false);

shouldBe(Array.of().length, 0);
shouldBe(Array.of(1, "a", null).length, 3);
shouldBe(Array.of(7).length, 1);

shouldBe(Array.isArray([]), true);
shouldBe(Array.isArray(new Array()), true);
shouldBe(Array.isArray(Array.prototype), true);
shouldBe(Array.isArray({ length: 0 }), false);
shouldBe(Array.isArray("abc"), false);
shouldBe(Array.isArray((function () { return arguments; })()), false);
shouldBe(Array.isArray(Object.create(Array.prototype)), false);
class Sub extends Array {}
shouldBe(Array.isArray(new Sub()), true);
