// Iterator helpers (ES2025 27.1): the lazy methods pull one value per next() and close
// the underlying iterator on every abrupt path; a helper resumed while it runs throws a
// TypeError; return() before the first next() closes the underlying iterator; the eager
// methods close it when they stop early. Hot loops run the natives through the JIT too.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        if (!(e instanceof type))
            throw new Error((message || "") + ": expected " + type.name + " but got " + e);
        threw = true;
    }
    if (!threw)
        throw new Error((message || "") + ": expected " + type.name + " but nothing was thrown");
}

// An iterator over 0..n-1 that logs its protocol.
function counter(n, log) {
    let i = 0;
    return {
        __proto__: Iterator.prototype,
        next() { log.push("next"); return i < n ? { value: i++, done: false } : { value: undefined, done: true }; },
        return() { log.push("return"); return {}; },
    };
}

// Laziness: nothing is pulled before next().
let log = [];
const mapped = counter(5, log).map(x => { log.push("map " + x); return x * 10; });
shouldBe(log.join(), "", "map pulls nothing up front");
shouldBe(mapped.next().value, 0);
shouldBe(log.join(), "next,map 0");
shouldBe(Object.prototype.toString.call(mapped), "[object Iterator Helper]");
shouldBe(Object.getPrototypeOf(Object.getPrototypeOf(mapped)), Iterator.prototype);

// A chain, and a hot loop over it (traced in eager-JIT mode).
let sum = 0;
for (let round = 0; round < 200; round++) {
    for (const x of [1, 2, 3, 4, 5, 6, 7, 8].values().filter(x => x % 2).map(x => x * x).drop(1).take(2))
        sum += x;
}
shouldBe(sum, 200 * (9 + 25), "filter/map/drop/take chain");
shouldBe([1, 2, 3].values().flatMap(x => [x, x]).toArray().join(), "1,1,2,2,3,3");
shouldBe(Iterator.from("ab").flatMap(c => new String(c + c)).toArray().join(), "a,a,b,b", "a String object the mapper returns is iterated");
shouldThrow(() => [1].values().flatMap(x => "xy").next(), TypeError, "flatMap rejects a primitive");
shouldBe([5, 6, 7].values().reduce((a, b, i) => a + b * i, 0), 6 + 14);
shouldBe([5, 6, 7].values().reduce((a, b) => a + b), 18);
shouldThrow(() => [].values().reduce((a, b) => a), TypeError, "reduce of nothing");

// Counters are passed to the callbacks.
const seen = [];
[10, 20, 30].values().forEach((v, i) => seen.push(v + ":" + i));
shouldBe(seen.join(), "10:0,20:1,30:2");

// A non-callable mapper closes the iterator before `next` is read.
log = [];
const it = counter(3, log);
Object.defineProperty(it, "next", { get() { log.push("get next"); return () => ({ done: true }); } });
shouldThrow(() => it.map(1), TypeError, "map(1)");
shouldBe(log.join(), "return", "a non-callable mapper closes");
log = [];
shouldThrow(() => counter(3, log).take(-1), RangeError, "take(-1)");
shouldBe(log.join(), "return", "a negative limit closes");
log = [];
shouldThrow(() => counter(3, log).drop(NaN), RangeError, "drop(NaN)");
shouldBe(log.join(), "return", "a NaN limit closes");
log = [];
shouldThrow(() => counter(3, log).take({ valueOf() { throw new SyntaxError("valueOf"); } }), SyntaxError);
shouldBe(log.join(), "return", "a throwing limit conversion closes");

// take closes the iterator when the limit is reached, at the next next().
log = [];
const taken = counter(10, log).take(2);
taken.next(); taken.next();
shouldBe(log.join(), "next,next");
shouldBe(taken.next().done, true);
shouldBe(log.join(), "next,next,return", "take closes when the limit is reached");
shouldBe(taken.next().done, true);
shouldBe(log.join(), "next,next,return", "once");

// A throwing callback closes the underlying iterator, and completes the helper.
log = [];
const throwing = counter(10, log).filter(x => { if (x == 1) throw new EvalError("x"); return true; });
shouldBe(throwing.next().value, 0);
shouldThrow(() => throwing.next(), EvalError);
shouldBe(log.join(), "next,next,return", "a throwing predicate closes");
shouldBe(throwing.next().done, true, "a helper that threw stays done");
shouldBe(log.join(), "next,next,return");

// An error of the iterator itself does not close it.
log = [];
const broken = { __proto__: Iterator.prototype, next() { throw new URIError("next"); }, return() { log.push("return"); return {}; } };
shouldThrow(() => broken.map(x => x).next(), URIError);
shouldThrow(() => broken.toArray(), URIError);
shouldBe(log.join(), "", "the iterator's own errors do not close it");
const badResult = { __proto__: Iterator.prototype, next() { return 42; }, return() { log.push("return"); return {}; } };
shouldThrow(() => badResult.map(x => x).next(), TypeError, "a non-object result");
shouldBe(log.join(), "");

// return() before the first next() closes the underlying iterator; after it, the
// helper is done and its iterator is not touched again.
log = [];
const unstarted = counter(3, log).map(x => x);
const result = unstarted.return();
shouldBe(result.done, true);
shouldBe(result.value, undefined);
shouldBe(log.join(), "return", "return before start closes");
shouldBe(unstarted.next().done, true);
unstarted.return();
shouldBe(log.join(), "return", "and only once");

// return() at a yield closes too; return() after exhaustion does not.
log = [];
const started = counter(3, log).map(x => x);
started.next();
started.return();
shouldBe(log.join(), "next,return");
log = [];
const exhausted = counter(1, log).map(x => x);
exhausted.next(); exhausted.next();
exhausted.return();
shouldBe(log.join(), "next,next", "no return after exhaustion");

// flatMap's return closes the inner iterator, then the outer one.
log = [];
const outer = counter(3, log).flatMap(x => counter(2, log));
outer.next();
outer.return();
shouldBe(log.join(), "next,next,return,return", "inner then outer");
// An inner return that throws still closes the outer iterator, and its error wins.
log = [];
const hostileInner = { next() { return { value: 1, done: false }; }, return() { log.push("inner return"); throw new RangeError("inner"); } };
const outer2 = counter(3, log).flatMap(() => hostileInner);
outer2.next();
shouldThrow(() => outer2.return(), RangeError);
shouldBe(log.join(), "next,inner return,return");

// Re-entrancy: a helper resumed from inside its own step throws a TypeError, and the
// outer step goes on.
let reentered;
const self = [1, 2].values().map(x => {
    try { self.next(); } catch (e) { reentered = e; }
    return x;
});
shouldBe(self.next().value, 1);
shouldBe(reentered instanceof TypeError, true, "next while running");
reentered = undefined;
const selfReturn = [1, 2].values().map(x => { try { selfReturn.return(); } catch (e) { reentered = e; } return x; });
selfReturn.next();
shouldBe(reentered instanceof TypeError, true, "return while running");
// The underlying iterator's return re-entering the helper while it closes.
let innerCall;
const closing = {
    __proto__: Iterator.prototype,
    next() { return { value: 1, done: false }; },
    return() { try { closing2.next(); } catch (e) { innerCall = e; } return {}; },
};
const closing2 = closing.map(x => x);
closing2.next();
closing2.return();
shouldBe(innerCall instanceof TypeError, true, "next while return() closes");

// Receivers: the helper prototype's methods check their this value.
const helperPrototype = Object.getPrototypeOf([].values().map(x => x));
shouldThrow(() => helperPrototype.next.call({}), TypeError);
shouldThrow(() => helperPrototype.return.call(Iterator.from({ next() {} })), TypeError);
shouldThrow(() => Iterator.prototype.map.call(1, x => x), TypeError);

// Eager methods close when they stop early, and not when the iterator ends.
log = [];
shouldBe(counter(10, log).some(x => x == 2), true);
shouldBe(log.join(), "next,next,next,return");
log = [];
shouldBe(counter(3, log).every(x => x < 5), true);
shouldBe(log.join(), "next,next,next,next");
log = [];
shouldBe(counter(10, log).find(x => x == 1), 1);
shouldBe(log.join(), "next,next,return");
log = [];
shouldBe(counter(10, log).includes(3), true);
shouldBe(log.join(), "next,next,next,next,return");
shouldBe([NaN].values().includes(NaN), true);
shouldBe([1, 2, 3].values().includes(1, 1), false);
shouldBe(["a" + "b"].values().includes("ab"), true, "strings by content");
shouldThrow(() => [].values().includes(1, 1.5), TypeError);
shouldThrow(() => [].values().includes(1, -1), RangeError);

// Iterator: abstract, subclassable; Iterator.from wraps what does not inherit from it.
shouldThrow(() => Iterator(), TypeError);
shouldThrow(() => new Iterator(), TypeError);
class Numbers extends Iterator { next() { return { value: 1, done: false }; } }
shouldBe(new Numbers().take(3).toArray().join(), "1,1,1");
const plain = { next() { return { value: 7, done: false }; } };
const wrapped = Iterator.from(plain);
shouldBe(wrapped instanceof Iterator, true);
shouldBe(wrapped.take(1).toArray()[0], 7);
shouldBe(wrapped.return().done, true, "a wrapper with no return");
const arrayIterator = [1].values();
shouldBe(Iterator.from(arrayIterator), arrayIterator, "an Iterator is returned as is");
shouldThrow(() => Iterator.from(5), TypeError);
shouldBe(Iterator.prototype.constructor, Iterator);
shouldBe(Iterator.prototype[Symbol.toStringTag], "Iterator");
const own = Object.create(Iterator.prototype);
own[Symbol.toStringTag] = "Own";
shouldBe(own[Symbol.toStringTag], "Own", "the setter defines an own property");
shouldThrow(() => { "use strict"; Iterator.prototype.constructor = 1; }, TypeError);

// A garbage collection between the steps keeps every helper's state alive.
const chained = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].values().map(x => ({ x })).filter(o => o.x % 2).flatMap(o => [o, o]);
let total = 0;
for (let step = chained.next(); !step.done; step = chained.next()) {
    gc();
    total += step.value.x;
}
shouldBe(total, 2 * (1 + 3 + 5 + 7 + 9));

// Hostile iterators end as exceptions: a chain deeper than the native stack, a helper
// whose iterator steps the helper itself, a Proxy, a `return` getter that throws while a
// validation error is being thrown (the validation error wins).
let deep = [1, 2, 3].values();
for (let i = 0; i < 2000; i++) deep = deep.map(x => x + 1);
shouldThrow(() => deep.next(), RangeError, "a chain deeper than the stack");
const selfStepping = { __proto__: Iterator.prototype, next() { return selfHelper.next(); } };
const selfHelper = selfStepping.map(x => x);
shouldThrow(() => selfHelper.next(), TypeError, "a helper stepped by its own iterator");
const traps = [];
const proxyTarget = { i: 0, next() { return { value: this.i++, done: this.i > 3 }; }, return() { traps.push("return called"); return {}; } };
const proxied = new Proxy(proxyTarget, { get(t, k, r) { traps.push(String(k)); return Reflect.get(t, k, r); } });
shouldBe(Iterator.prototype.map.call(proxied, x => x * 2).toArray().join(), "0,2,4");
shouldBe(traps.filter(k => k == "next").length, 1, "next is read once");
shouldBe(traps.includes("return"), false, "an exhausted iterator is not closed");
let returnGets = 0;
const masking = { __proto__: Iterator.prototype, get next() { throw new Error("next read"); }, get return() { returnGets++; throw new EvalError("return"); } };
shouldThrow(() => masking.take(-1), RangeError, "the validation error wins");
shouldThrow(() => masking.filter(null), TypeError, "the validation error wins");
shouldBe(returnGets, 2);
