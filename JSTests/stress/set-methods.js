// The Set methods of ES2025 (union, intersection, difference, symmetricDifference,
// isSubsetOf, isSupersetOf, isDisjointFrom): GetSetRecord's checks and the order in which
// it reads size, has and keys; which branch runs (has on the receiver's elements, or the
// other object's keys); result order; -0; iterators closed on an early answer; a receiver
// that `has` changes while it is walked (visited as the specification's index walk would,
// in linear time); values kept alive when `has` drops them and collects.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        threw = true;
        if (!(e instanceof type))
            throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + e);
    }
    if (!threw)
        throw new Error((message ? message + ": " : "") + "expected a " + type.name);
}
const list = set => [...set].map(v => Object.is(v, -0) ? "-0" : String(v)).join();

// A set-like object over an array that logs every observable step.
function setLike(values, log, size = values.length) {
    return {
        get size() { log.push("size"); return size; },
        get has() { log.push("get has"); return v => { log.push("has " + v); return values.includes(v); }; },
        get keys() {
            log.push("get keys");
            return () => {
                log.push("keys");
                let i = 0;
                return {
                    next() { log.push("next"); return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
                    return() { log.push("return"); return {}; },
                };
            };
        },
    };
}

// Results and their order, against Sets, Maps and set-likes.
const a = new Set([1, 2, 3, 4]);
const b = new Set([3, 4, 5, 6]);
shouldBe(list(a.union(b)), "1,2,3,4,5,6");
shouldBe(list(b.union(a)), "3,4,5,6,1,2");
shouldBe(list(a.intersection(b)), "3,4");
shouldBe(list(a.difference(b)), "1,2");
shouldBe(list(a.symmetricDifference(b)), "1,2,5,6");
shouldBe(list(b.symmetricDifference(a)), "5,6,1,2");
shouldBe(a.isSubsetOf(b), false);
shouldBe(new Set([3]).isSubsetOf(b), true);
shouldBe(b.isSupersetOf(new Set([6, 3])), true);
shouldBe(a.isDisjointFrom(b), false);
shouldBe(a.isDisjointFrom(new Set([7, 8])), true);
shouldBe(list(a.union(new Map([[9, "x"], [1, "y"]]))), "1,2,3,4,9", "a Map's keys");
shouldBe(list(a.union(a)), "1,2,3,4", "itself");
shouldBe(list(new Set().union(new Set())), "");
for (const method of ["union", "intersection", "difference", "symmetricDifference"]) {
    const result = a[method](b);
    shouldBe(result instanceof Set, true, method);
    shouldBe(Object.getPrototypeOf(result), Set.prototype, method + " ignores species and subclasses");
    shouldBe(result === a || result === b, false, method + " makes a new set");
}
class MySet extends Set { static get [Symbol.species]() { throw new Error("species read"); } }
shouldBe(Object.getPrototypeOf(new MySet([1]).union(a)), Set.prototype, "a subclass receiver");
shouldBe(list(a), "1,2,3,4", "the receiver is unchanged");

// Intersection keeps the order of whichever side it walks.
shouldBe(list(new Set([1, 2, 3]).intersection(new Set([3, 2, 1, 0]))), "1,2,3", "the receiver is smaller: its order");
shouldBe(list(new Set([1, 2, 3, 4]).intersection(new Set([3, 2]))), "3,2", "the argument is smaller: its order");

// -0 from the other object's keys becomes +0; has is given the receiver's +0.
const negativeZero = { size: 1, has: () => true, keys: () => [-0][Symbol.iterator]() };
shouldBe(list(new Set([1]).union(negativeZero)), "1,0", "union canonicalizes -0");
shouldBe(list(new Set([1, 2]).intersection(negativeZero)), "", "no 0 in the receiver");
shouldBe(list(new Set([0, 1]).intersection(negativeZero)), "0", "intersection canonicalizes -0");
shouldBe(list(new Set([5]).symmetricDifference(negativeZero)), "5,0");
shouldBe(new Set([0, 1]).isSupersetOf(negativeZero), true);
shouldBe(new Set([0, 1, 2]).isDisjointFrom(negativeZero), false);

// GetSetRecord: size, ToNumber(size), has, keys, in that order, before anything else.
{
    const log = [];
    const other = {
        get size() { log.push("size"); return { valueOf() { log.push("valueOf"); return 2; } }; },
        get has() { log.push("has"); return () => false; },
        get keys() { log.push("keys"); return () => [][Symbol.iterator](); },
    };
    new Set([1]).union(other);
    shouldBe(log.join(), "size,valueOf,has,keys");
}
shouldThrow(() => a.union(1), TypeError, "a primitive");
shouldThrow(() => a.union([1, 2]), TypeError, "an array has no size");
shouldThrow(() => a.union({ has() {}, keys() {} }), TypeError, "undefined size is NaN");
shouldThrow(() => a.union({ size: "x", has() {}, keys() {} }), TypeError, "NaN size");
shouldThrow(() => a.union({ size: -1, has() {}, keys() {} }), RangeError, "negative size");
shouldThrow(() => a.union({ size: -Infinity, has() {}, keys() {} }), RangeError, "-Infinity size");
shouldThrow(() => a.union({ size: 1n, has() {}, keys() {} }), TypeError, "a BigInt size");
shouldBe(list(a.union({ size: -0.5, has() {}, keys: () => [][Symbol.iterator]() })), "1,2,3,4", "-0.5 truncates to 0");
shouldThrow(() => a.union({ size: 1, has: 1, keys() {} }), TypeError, "has not callable");
shouldThrow(() => a.union({ size: 1, has() {}, keys: {} }), TypeError, "keys not callable");
shouldThrow(() => a.union({ size: 1, has() {}, keys: () => 1 }), TypeError, "keys returns a primitive");
shouldThrow(() => a.union({ size: 1, has() {}, keys: () => ({ next: 1 }) }), TypeError, "next not callable");
shouldThrow(() => a.union({ size: 1, has() {}, keys: () => ({ next: () => 1 }) }), TypeError, "a result that is not an object");
shouldThrow(() => Set.prototype.union.call(new Map(), b), TypeError, "a Map receiver");
shouldThrow(() => Set.prototype.isSubsetOf.call({}, b), TypeError, "an object receiver");

// The branch: has over the receiver when it is no larger than size, else the keys.
{
    let log = [];
    new Set([1, 2]).intersection(setLike([2, 3, 4], log));
    shouldBe(log.join(), "size,get has,get keys,has 1,has 2", "intersection walks the receiver");
    log = [];
    new Set([1, 2, 3, 4]).intersection(setLike([2, 3, 4], log));
    shouldBe(log.join(), "size,get has,get keys,keys,next,next,next,next", "intersection walks the keys");
    log = [];
    new Set([1, 2]).difference(setLike([2], log, 2));
    shouldBe(log.join(), "size,get has,get keys,has 1,has 2", "difference: equal sizes walk the receiver");
    log = [];
    new Set([1, 2]).union(setLike([2, 3], log));
    shouldBe(log.join(), "size,get has,get keys,keys,next,next,next", "union only iterates");
    log = [];
    shouldBe(new Set([1, 2, 3]).isSubsetOf(setLike([1, 2], log)), false);
    shouldBe(log.join(), "size,get has,get keys", "isSubsetOf: a larger receiver is never a subset");
    log = [];
    shouldBe(new Set([1, 2]).isSubsetOf(setLike([1, 3, 4], log)), false);
    shouldBe(log.join(), "size,get has,get keys,has 1,has 2", "isSubsetOf stops at the first miss");
    log = [];
    shouldBe(new Set([1]).isSupersetOf(setLike([1, 2], log)), false);
    shouldBe(log.join(), "size,get has,get keys", "isSupersetOf: a smaller receiver is never a superset");
    log = [];
    shouldBe(new Set([1, 2, 3]).isSupersetOf(setLike([1, 5, 2], log)), false);
    shouldBe(log.join(), "size,get has,get keys,keys,next,next,return", "isSupersetOf closes the iterator");
    log = [];
    shouldBe(new Set([1, 2, 3]).isSupersetOf(setLike([1, 2], log)), true);
    shouldBe(log.join(), "size,get has,get keys,keys,next,next,next", "no return once done");
    log = [];
    shouldBe(new Set([1, 2, 3]).isDisjointFrom(setLike([7, 2], log)), false);
    shouldBe(log.join(), "size,get has,get keys,keys,next,next,return", "isDisjointFrom closes the iterator");
    log = [];
    shouldBe(new Set([1, 2]).isDisjointFrom(setLike([7, 2, 9], log)), false);
    shouldBe(log.join(), "size,get has,get keys,has 1,has 2", "isDisjointFrom walks the smaller receiver");
    log = [];
    shouldBe(new Set([1, 2]).isDisjointFrom(setLike([], log, Infinity)), true, "an infinite size");
}

// IteratorClose after an early answer: return's exception and a non-object result.
{
    const closing = ret => ({ size: 1, has() {}, keys: () => ({ next: () => ({ value: 1, done: false }), return: ret }) });
    shouldThrow(() => new Set([1, 2]).isDisjointFrom(closing(() => { throw new SyntaxError("return"); })), SyntaxError);
    shouldThrow(() => new Set([1, 2]).isDisjointFrom(closing(() => 1)), TypeError, "return gave a primitive");
    shouldThrow(() => new Set([2, 3]).isSupersetOf(closing(() => 1)), TypeError, "return gave a primitive");
    shouldBe(new Set([2, 3]).isSupersetOf(closing(undefined)), false, "no return method");
    // An exception from has or next propagates, and no iterator is closed for it.
    let returned = false;
    const throwing = { size: 1, has() {}, keys: () => ({ next() { throw new EvalError("next"); }, return() { returned = true; } }) };
    shouldThrow(() => new Set([1, 2]).union(throwing), EvalError);
    shouldBe(returned, false);
    shouldThrow(() => new Set([1]).isSubsetOf({ size: 9, has() { throw new URIError("has"); }, keys() {} }), URIError);
}

// The receiver changes while has walks it: deleted elements are skipped, added ones are
// visited, an element deleted and added again is visited again.
{
    const s = new Set(["a", "b", "c", "d"]);
    const seen = [];
    const result = s.intersection({
        size: 10,
        has(v) {
            seen.push(v);
            if (v === "a") { s.delete("b"); s.delete("a"); s.add("a"); s.add("e"); }
            if (v === "c") s.clear(), s.add("z");
            return v !== "d";
        },
        keys() {},
    });
    shouldBe(seen.join(), "a,c,z", "visits follow the changes");
    shouldBe(list(result), "a,c,z");
    shouldBe(list(s), "z");
}
{
    // difference walks its own copy: changes to the receiver do not matter.
    const s = new Set([1, 2, 3]);
    const seen = [];
    const result = s.difference({ size: 5, has(v) { seen.push(v); s.clear(); s.add(99); return v === 2; }, keys() {} });
    shouldBe(seen.join(), "1,2,3");
    shouldBe(list(result), "1,3");
    shouldBe(list(s), "99");
}
{
    // union and symmetricDifference copy the receiver after calling keys.
    const s = new Set([1, 2]);
    const other = { size: 1, has() {}, keys() { s.add(3); s.delete(1); return [2, 4][Symbol.iterator](); } };
    shouldBe(list(s.union(other)), "2,3,4");
    s.clear(); s.add(1); s.add(2);
    shouldBe(list(s.symmetricDifference(other)), "3,4", "2 was in the receiver, 4 was not");
    // symmetricDifference asks the receiver as it is at each step.
    const t = new Set([1, 2, 3]);
    const mutating = { size: 9, has() {}, keys() {
        let i = 0;
        const values = [5, 1, 5];
        return { next() { if (i === 1) t.add(5); return i < values.length ? { value: values[i++], done: false } : { done: true }; } };
    } };
    shouldBe(list(t.symmetricDifference(mutating)), "2,3", "5 added, then removed since the receiver now has it");
}

// Linear in the sizes whatever has does: each call deletes its element and adds a new one,
// so the table compacts many times under the walk.
{
    const n = 30000;
    const s = new Set();
    for (let i = 0; i < n; i++) s.add(i);
    let calls = 0;
    const result = s.intersection({
        size: Infinity,
        has(v) {
            calls++;
            if (v < n) { s.delete(v); s.add(v + n); }
            return v % 3 === 0;
        },
        keys() {},
    });
    shouldBe(calls, 2 * n, "every element, and every added one, once");
    shouldBe(result.size, Math.ceil(2 * n / 3));
    shouldBe(s.size, n);
    let expected = 0;
    for (const v of result) { shouldBe(v, expected); expected += 3; }
    let subsetCalls = 0;
    shouldBe(s.isSubsetOf({ size: Infinity, has(v) { subsetCalls++; s.delete(v); if (v < 3 * n) s.add(v + n); return true; }, keys() {} }), true);
    shouldBe(subsetCalls, 3 * n, "n elements, n added by them, n added by those");
}

// Elements that has deletes from the receiver stay alive while the walk holds them.
{
    const objects = [];
    for (let i = 0; i < 50; i++) objects.push({ i, payload: "p" + i });
    const s = new Set(objects);
    objects.length = 0;
    const kept = s.intersection({
        size: 100,
        has(o) {
            s.delete(o);
            gc();
            const garbage = [];
            for (let j = 0; j < 20; j++) garbage.push({ j });
            return o.i % 2 === 0;
        },
        keys() {},
    });
    shouldBe(kept.size, 25);
    let i = 0;
    for (const o of kept) { shouldBe(o.payload, "p" + i); i += 2; }
    const union = new Set([{ n: 1 }]).union({ size: 1, has() {}, keys() {
        let k = 0;
        return { next() { gc(); return k < 30 ? { value: { n: "k" + k++ }, done: false } : { done: true }; } };
    } });
    gc();
    shouldBe([...union].map(o => o.n).join(), "1," + Array.from({ length: 30 }, (_, k) => "k" + k).join());
}

// The methods themselves.
for (const [name, f] of Object.entries({
    union: Set.prototype.union, intersection: Set.prototype.intersection, difference: Set.prototype.difference,
    symmetricDifference: Set.prototype.symmetricDifference, isSubsetOf: Set.prototype.isSubsetOf,
    isSupersetOf: Set.prototype.isSupersetOf, isDisjointFrom: Set.prototype.isDisjointFrom,
})) {
    shouldBe(f.name, name);
    shouldBe(f.length, 1, name);
    shouldThrow(() => new f(new Set()), TypeError, name + " is not a constructor");
}
