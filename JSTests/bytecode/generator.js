// A generator saves its frame at InitialYield and at each yield.
function* numbers() {
    const first = yield 1;
    yield first;
}
numbers().next;
