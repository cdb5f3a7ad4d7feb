function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
function detach(buffer) {
    if (buffer.byteLength === 0) return;
    if (buffer.transfer) buffer.transfer(); else structuredClone(buffer, { transfer: [buffer] });
}
function fresh() { return new Int32Array([1, 2, 3, 4]); }

// A callback that detaches: the remaining elements read as undefined.
var array = fresh();
var seen = [];
array.forEach((value, index) => { seen.push(value); if (index === 1) detach(array.buffer); });
shouldBe(seen.join(), "1,2,,");
array = fresh();
shouldBe(array.map((value, index) => { if (index === 0) detach(array.buffer); return 5; }).join(), "5,5,5,5");
array = fresh();
shouldBe(array.filter((value, index) => { if (index === 0) detach(array.buffer); return true; }).join(), "1,0,0,0");
array = fresh();
shouldBe(array.reduce((sum, value, index) => { if (index === 1) detach(array.buffer); return sum + (value | 0); }), 3);
array = fresh();
shouldBe(array.findLast((value, index) => { if (index === 3) detach(array.buffer); return value === undefined; }), undefined);
array = fresh();
shouldBe(array.findIndex((value, index) => { if (index === 0) detach(array.buffer); return value === undefined; }), 1);
array = fresh();
shouldBe(array.every((value, index) => { if (index === 0) detach(array.buffer); return true; }), true);

// A valueOf in an argument that detaches: the methods look again after converting.
array = fresh();
shouldBe(array.includes(undefined, { valueOf() { detach(array.buffer); return 0; } }), true);
array = fresh();
shouldBe(array.indexOf(0, { valueOf() { detach(array.buffer); return 0; } }), -1);
array = fresh();
shouldBe(array.lastIndexOf(0, { valueOf() { detach(array.buffer); return 3; } }), -1);
array = fresh();
shouldBe(array.at({ valueOf() { detach(array.buffer); return 0; } }), undefined);
array = fresh();
shouldBe(array.join({ toString() { detach(array.buffer); return "-"; } }), "---");
array = fresh();
shouldThrow(() => array.fill({ valueOf() { detach(array.buffer); return 1; } }), TypeError);
array = fresh();
shouldThrow(() => array.fill(1, { valueOf() { detach(array.buffer); return 0; } }), TypeError);
array = fresh();
shouldThrow(() => array.copyWithin(0, { valueOf() { detach(array.buffer); return 1; } }), TypeError);
array = fresh();
shouldThrow(() => array.slice({ valueOf() { detach(array.buffer); return 0; } }), TypeError);
array = fresh();
shouldThrow(() => array.set([1], { valueOf() { detach(array.buffer); return 0; } }), TypeError);
array = fresh();
shouldThrow(() => array.with(0, { valueOf() { detach(array.buffer); return 1; } }), RangeError);
array = fresh();
shouldThrow(() => array.subarray({ valueOf() { detach(array.buffer); return 0; } }), TypeError);

// A store whose value detaches the buffer converts first, then writes nothing.
array = fresh();
array[0] = { valueOf() { detach(array.buffer); return 9; } };
shouldBe(array.length, 0);
array = fresh();
shouldBe(Reflect.defineProperty(array, "1", { value: { valueOf() { detach(array.buffer); return 9; } } }), true);
shouldBe(array[1], undefined);

// set from an array-like whose getter detaches the target: the rest is not written.
array = fresh();
var source = { length: 3, get 0() { return 7; }, get 1() { detach(array.buffer); return 8; }, 2: 9 };
array.set(source);
shouldBe(array.length, 0);

// sort with a comparator that detaches: the sorted list is not written back.
array = fresh();
array.sort((a, b) => { detach(array.buffer); return b - a; });
shouldBe(array.length, 0);
var copy = fresh();
var sorted = copy.toSorted((a, b) => { detach(copy.buffer); return b - a; });
shouldBe(sorted.join(), "4,3,2,1");

// The typed array constructor given an iterable whose next detaches a source buffer.
var other = fresh();
var made = new Int32Array({ [Symbol.iterator]() { var i = 0; return { next() { if (i === 2) detach(other.buffer); return i < 3 ? { value: other[i++], done: false } : { done: true }; } }; } });
shouldBe(made.join(), "1,2,0");
