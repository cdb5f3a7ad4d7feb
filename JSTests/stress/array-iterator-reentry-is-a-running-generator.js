// An array iterator is specified as a generator (CreateIteratorFromClosure): a getter that
// resumes the iterator it is being read by resumes a running generator, a TypeError, and
// the abrupt step finishes the iterator. (node 20's array iterators are not generators and
// do not throw here.)
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function shouldThrowTypeError(f, what) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof TypeError))
            throw new Error(what + ": expected a TypeError but got " + e);
        return;
    }
    throw new Error(what + ": expected an exception");
}

for (const viaForOf of [true, false]) {
    const array = [0, 1];
    let iterator;
    Object.defineProperty(array, 0, { get() { return iterator.next(); } });
    iterator = array[Symbol.iterator]();
    shouldThrowTypeError(() => {
        if (viaForOf) {
            for (const v of { [Symbol.iterator]: () => iterator }) void v;
        } else {
            iterator.next();
        }
    }, viaForOf ? "for-of" : "next");
    shouldBe(iterator.next().done, true, "an iterator whose step threw is finished");
}
