function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.2.1 Array.from: iterables first.
function* gen() { yield 1; yield 2; yield 3; }
shouldBe(Array.from(gen()).join(), "1,2,3");
shouldBe(Array.from("a\u{1F600}").length, 2);
var countdown = { [Symbol.iterator]() { var n = 3; return { next() { return { value: n, done: n-- === 0 }; } }; } };
shouldBe(Array.from(countdown).join(), "3,2,1");
// mapfn gets the value and the index; thisArg is its this.
var seen = [];
var out = Array.from([10, 20], function (v, k) { seen.push(this.tag + v + ":" + k); return v + k; }, { tag: "t" });
shouldBe(seen.join(), "t10:0,t20:1");
shouldBe(out.join(), "10,21");
// mapfn is checked before anything is read.
var touched = false;
shouldThrow(() => Array.from({ get length() { touched = true; return 0; } }, 5), TypeError);
shouldBe(touched, false);
// Array-likes (no @@iterator): holes read through.
var fromLike = Array.from({ length: 3, 0: "a", 2: "c" });
shouldBe(fromLike.length, 3);
shouldBe(fromLike.hasOwnProperty(1), true);
shouldBe(fromLike[1], undefined);
shouldBe(Array.from({ length: "2" }).length, 2);
shouldBe(Array.from(5).length, 0);
shouldThrow(() => Array.from(null), TypeError);
shouldThrow(() => Array.from(undefined), TypeError);
// The iterator is closed when mapfn throws.
var closed = 0;
var iterable = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { closed++; return {}; } };
    },
};
shouldThrow(() => Array.from(iterable, () => { throw new TypeError("stop"); }), TypeError);
shouldBe(closed, 1);
// ... but not when next itself throws.
var closed2 = 0;
var bad = { [Symbol.iterator]() { return { next() { throw new RangeError("next"); }, return() { closed2++; return {}; } }; } };
shouldThrow(() => Array.from(bad), RangeError);
shouldBe(closed2, 0);
// The this value is the constructor (for iterables: Construct(C) with no arguments).
var args = [];
function C() { args.push(arguments.length); }
var c = Array.from.call(C, [1, 2]);
shouldBe(c instanceof C, true);
shouldBe(c.length, 2);
shouldBe(c[1], 2);
var c2 = Array.from.call(C, { length: 2, 0: "x" });
shouldBe(args.join(), "0,1");
shouldBe(c2.length, 2);
// A non-constructor this makes a plain array.
var plain = Array.from.call({}, [1]);
shouldBe(Array.isArray(plain), true);
// @@iterator is read once.
var reads = 0;
var counted = { get [Symbol.iterator]() { reads++; return function* () { yield 1; }; } };
Array.from(counted);
shouldBe(reads, 1);
