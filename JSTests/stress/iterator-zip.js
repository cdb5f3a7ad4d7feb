// Iterator.zip and Iterator.zipKeyed (joint iteration) in their three modes, with padding,
// and Iterator.concat (sequencing): the iterators are opened in order, closed in reverse
// order on every abrupt path, and left alone once exhausted.
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
function show(iterator) { return JSON.stringify(iterator.toArray()); }
function counter(name, n, log) {
    let i = 0;
    return {
        next() { log.push(name + " next"); return i < n ? { value: name + i++, done: false } : { value: undefined, done: true }; },
        return() { log.push(name + " return"); return {}; },
    };
}

shouldBe(show(Iterator.zip([[1, 2, 3], [4, 5]])), "[[1,4],[2,5]]");
shouldBe(show(Iterator.zip([[1, 2, 3], [4, 5]], { mode: "longest" })), "[[1,4],[2,5],[3,null]]");
shouldBe(show(Iterator.zip([[1, 2, 3], [4]], { mode: "longest", padding: ["a", "b"] })), '[[1,4],[2,"b"],[3,"b"]]');
shouldBe(show(Iterator.zip([[1, 2], [3, 4]], { mode: "strict" })), "[[1,3],[2,4]]");
shouldBe(show(Iterator.zip([])), "[]");
shouldThrow(() => Iterator.zip([[1], [1, 2]], { mode: "strict" }).toArray(), TypeError);
shouldThrow(() => Iterator.zip([[1, 2], [1]], { mode: "strict" }).toArray(), TypeError);
shouldThrow(() => Iterator.zip([["a"], "b"]), TypeError, "strings are not iterated");
shouldThrow(() => Iterator.zip([], { mode: "short" }), TypeError);
shouldThrow(() => Iterator.zip([], null), TypeError);
const keyed = Iterator.zipKeyed({ a: [1, 2], b: [3], [Symbol.for("c")]: [5, 6] }, { mode: "longest", padding: { b: 0 } }).toArray();
shouldBe(keyed.length, 2);
shouldBe(Object.getPrototypeOf(keyed[0]), null);
shouldBe(JSON.stringify(keyed), '[{"a":1,"b":3},{"a":2,"b":0}]');
shouldBe(keyed[1][Symbol.for("c")], 6);

// Shortest: the others are closed, in reverse order, when one ends.
let log = [];
Iterator.zip([counter("a", 2, log), counter("b", 1, log), counter("c", 5, log)]).toArray();
shouldBe(log.join(), "a next,b next,c next,a next,b next,c return,a return");
// Longest: an exhausted iterator is not asked again.
log = [];
Iterator.zip([counter("a", 1, log), counter("b", 2, log)], { mode: "longest" }).toArray();
shouldBe(log.join(), "a next,b next,a next,b next,b next");
// return() before start closes every iterator; at a yield, the open ones.
log = [];
Iterator.zip([counter("a", 2, log), counter("b", 2, log)]).return();
shouldBe(log.join(), "b return,a return");
log = [];
const zipped = Iterator.zip([counter("a", 1, log), counter("b", 3, log)], { mode: "longest" });
zipped.next(); zipped.next();
log.length = 0;
zipped.return();
shouldBe(log.join(), "b return", "only the open iterators");
// A throwing next closes the others and completes the helper.
log = [];
const failing = { next() { throw new EvalError("next"); }, return() { log.push("failing return"); return {}; } };
const failingZip = Iterator.zip([counter("a", 3, log), failing, counter("c", 3, log)]);
shouldThrow(() => failingZip.next(), EvalError);
shouldBe(log.join(), "a next,c return,a return");
shouldBe(failingZip.next().done, true);
// A bad iterable closes those opened so far and the input iterator.
log = [];
const input = { [Symbol.iterator]() { const values = [counter("a", 1, log), 5].values(); return { next: () => values.next(), return() { log.push("input return"); return {}; } }; } };
shouldThrow(() => Iterator.zip(input), TypeError);
shouldBe(log.join(), "a return,input return");
// Re-entrancy while closing.
let reentered;
const selfClosing = { next() { return { value: 1, done: false }; }, return() { try { z.next(); } catch (e) { reentered = e; } return {}; } };
const z = Iterator.zip([selfClosing]);
z.next();
z.return();
shouldBe(reentered instanceof TypeError, true);

// concat: lazily opened, one after another; return() forwards to the current one only.
log = [];
const iterable = (name, n) => ({ [Symbol.iterator]() { log.push("open " + name); return counter(name, n, log); } });
const sequence = Iterator.concat(iterable("a", 1), iterable("b", 2));
shouldBe(log.join(), "", "nothing opened up front");
shouldBe(show(sequence), '["a0","b0","b1"]');
shouldBe(log.join(), "open a,a next,a next,open b,b next,b next,b next");
log = [];
const partway = Iterator.concat(iterable("a", 1), iterable("b", 2));
partway.next(); partway.next();
partway.return();
shouldBe(log.join(), "open a,a next,a next,open b,b next,b return");
shouldThrow(() => Iterator.concat([1], 2), TypeError);
shouldThrow(() => Iterator.concat({}), TypeError);
shouldBe(show(Iterator.concat()), "[]");
shouldBe(show(Iterator.concat(new String("xy"), [1])), '["x","y",1]');

// Hot loops with collections between steps.
let total = 0;
for (let round = 0; round < 100; round++) {
    for (const [x, y] of Iterator.zip([[1, 2, 3], new Set([4, 5, 6])])) total += x * y;
    for (const v of Iterator.concat([1], [2, 3])) total += v;
    if (round % 20 == 0) gc();
}
shouldBe(total, 100 * (4 + 10 + 18 + 6));
