// Array.fromAsync (ES2026, 23.1.2.2), self-hosted as an async function
// (builtins/js/array_from_async.js): each input kind, mapping, the order of awaits, closing
// the iterator on a failed mapping or definition, and errors as rejections.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const checks = [];
function check(name, promise, verify) {
    checks.push(promise.then(verify, error => { throw new Error(name + ": rejected with " + error); }));
}
function checkRejects(name, promise, type) {
    checks.push(promise.then(
        value => { throw new Error(name + ": fulfilled with " + value); },
        error => shouldBe(error instanceof type, true, name + ": " + error)));
}

shouldBe(Array.fromAsync.length, 1);
shouldBe(Array.fromAsync.name, "fromAsync");
shouldBe(Object.getPrototypeOf(Array.fromAsync([])), Promise.prototype);
let threw = false;
try { new Array.fromAsync([]); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "not a constructor");

// A sync iterable's values are awaited; an array-like's too; an async iterable's are not.
check("sync iterable", Array.fromAsync([1, Promise.resolve(2), 3]), a => shouldBe(a.join(), "1,2,3"));
check("array-like", Array.fromAsync({ length: 3, 0: "a", 1: Promise.resolve("b") }), a => {
    shouldBe(a.length, 3);
    shouldBe(a.join(), "a,b,");
    shouldBe(2 in a, true, "a hole becomes undefined");
});
const promiseValue = Promise.resolve(9);
async function* generator() { yield 1; yield promiseValue; yield 3; }
check("async generator", Array.fromAsync(generator()), a => shouldBe(a.join(), "1,9,3"));
check("string", Array.fromAsync("a😀b"), a => shouldBe(a.length, 3));
check("mapped", Array.fromAsync([1, 2, 3], async function (x, k) { return x * 10 + k + this.base; }, { base: 100 }),
    a => shouldBe(a.join(), "110,121,132"));
check("empty", Array.fromAsync([]), a => shouldBe(a.length, 0));

// A constructor `this` is constructed (with the length for an array-like).
class Collector { constructor(...args) { this.args = args; } }
check("constructor, iterable", Array.fromAsync.call(Collector, [5, 6]), a => {
    shouldBe(a instanceof Collector, true);
    shouldBe(a.args.length, 0);
    shouldBe(a.length, 2);
});
check("constructor, array-like", Array.fromAsync.call(Collector, { length: 2, 0: 1, 1: 2 }), a => {
    shouldBe(a.args.length, 1);
    shouldBe(a.args[0], 2);
});
check("non-constructor this", Array.fromAsync.call(Math.max, [1]), a => shouldBe(Array.isArray(a), true));

// Errors are rejections, never synchronous throws.
checkRejects("null", Array.fromAsync(null), TypeError);
checkRejects("mapper not callable", Array.fromAsync([1], {}), TypeError);
checkRejects("next result not an object", Array.fromAsync({ [Symbol.asyncIterator]() { return { next() { return 1; } }; } }), TypeError);
checkRejects("length throws", Array.fromAsync({ get length() { throw new RangeError("length"); } }), RangeError);

// A throwing mapper, or an element that cannot be defined, closes the iterator; an error
// from the iterator itself does not.
function countingIterable(log, failNext) {
    let i = 0;
    return {
        [Symbol.iterator]() {
            return {
                next() {
                    if (failNext && i === 1) throw new SyntaxError("next");
                    return { value: i++, done: i > 3 };
                },
                return() { log.push("return"); return {}; },
            };
        },
    };
}
const mapperLog = [];
checkRejects("mapper throws", Array.fromAsync(countingIterable(mapperLog, false), x => { if (x === 1) throw new EvalError("map"); return x; }), EvalError);
const nextLog = [];
checkRejects("next throws", Array.fromAsync(countingIterable(nextLog, true)), SyntaxError);
class Frozen { constructor() { Object.defineProperty(this, "0", { value: 0, writable: false }); } }
const defineLog = [];
checkRejects("element not definable", Array.fromAsync.call(Frozen, countingIterable(defineLog, false)), TypeError);

// Each element costs its own awaits: a later microtask sees the first elements settled in order.
const order = [];
async function* logged() { for (let i = 0; i < 3; i++) { order.push("yield " + i); yield i; } }
check("interleaving", Array.fromAsync(logged(), x => { order.push("map " + x); return x; }),
    () => shouldBe(order.join(), "yield 0,map 0,yield 1,map 1,yield 2,map 2"));

// A long input stays linear and collectable.
const big = [];
for (let i = 0; i < 4000; i++) big.push(i);
check("long", Array.fromAsync(big, x => x + 1), a => {
    shouldBe(a.length, 4000);
    shouldBe(a[3999], 4000);
});

Promise.all(checks).then(() => {
    shouldBe(mapperLog.join(), "return", "a throwing mapper closes the iterator");
    shouldBe(nextLog.length, 0, "an iterator's own error does not close it");
    shouldBe(defineLog.join(), "return", "a failed definition closes the iterator");
}).catch(error => { print(error); throw error; });
