function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A hand-written iterator object.
var iterable = {
    from: 1,
    to: 4,
    [Symbol.iterator]() {
        var cur = this.from, last = this.to;
        return {
            next() { return cur <= last ? { value: cur++, done: false } : { value: "ignored", done: true }; },
        };
    },
};
var out = [];
for (var v of iterable) out.push(v);
shouldBe(out.join(), "1,2,3,4");

// The iterator's next method is fetched once, before the first step.
var nextGets = 0;
var counted = {
    [Symbol.iterator]() {
        var i = 0;
        var it = {};
        Object.defineProperty(it, "next", {
            get() { nextGets++; return () => ({ value: i, done: i++ >= 3 }); },
        });
        return it;
    },
};
for (var c of counted) {}
shouldBe(nextGets, 1);

// done can be any truthy value and value is read only when not done.
var valueReads = 0;
var lazy = {
    [Symbol.iterator]() {
        var n = 0;
        return {
            next() {
                n++;
                return { get value() { valueReads++; return n; }, done: n > 2 ? 1 : 0 };
            },
        };
    },
};
var got = [];
for (var l of lazy) got.push(l);
shouldBe(got.join(), "1,2");
shouldBe(valueReads, 2);

// next returning a non-object throws.
var bad = { [Symbol.iterator]() { return { next() { return 42; } }; } };
shouldThrow(() => { for (var b of bad) {} }, TypeError);

// An iterator that is its own iterable via %IteratorPrototype%.
var IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
var selfIter = Object.create(IteratorPrototype);
var k = 0;
selfIter.next = () => ({ value: k, done: k++ >= 2 });
shouldBe(selfIter[Symbol.iterator](), selfIter);
var fromSelf = [];
for (var s of selfIter) fromSelf.push(s);
shouldBe(fromSelf.join(), "0,1");
