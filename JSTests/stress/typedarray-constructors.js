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

var TypedArray = Object.getPrototypeOf(Int8Array);
shouldBe(TypedArray.name, "TypedArray");
shouldThrow(() => TypedArray(), TypeError);
shouldThrow(() => new TypedArray(), TypeError);
var constructors = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
    Float32Array, Float64Array, BigInt64Array, BigUint64Array];
var sizes = [1, 1, 1, 2, 2, 4, 4, 4, 8, 8, 8];
constructors.forEach((C, i) => {
    shouldBe(Object.getPrototypeOf(C), TypedArray);
    shouldBe(Object.getPrototypeOf(C.prototype), TypedArray.prototype);
    shouldBe(C.BYTES_PER_ELEMENT, sizes[i]);
    shouldBe(C.prototype.BYTES_PER_ELEMENT, sizes[i]);
    shouldBe(C.length, 3);
    shouldThrow(() => C(1), TypeError, C.name + " without new");
    shouldBe(new C().length, 0);
    shouldBe(new C(3).length, 3);
    shouldBe(new C(3).byteLength, 3 * sizes[i]);
    shouldBe(new C("2").length, 2);
    shouldBe(new C(null).length, 0);
    shouldThrow(() => new C(-1), RangeError);
    shouldThrow(() => new C(2 ** 53), RangeError);
});

// From an array-like, an iterable, another typed array and a buffer.
shouldBe(new Uint8Array({ length: 2, 0: 5, 1: 6 }).join(), "5,6");
shouldBe(new Uint8Array([7, 8]).join(), "7,8");
function* generator() { yield 1; yield 2; yield 3; }
shouldBe(new Int8Array(generator()).join(), "1,2,3");
shouldBe(new Float64Array(new Int8Array([-1, 2])).join(), "-1,2");
shouldBe(new Uint8Array(new Int16Array([256, -1])).join(), "0,255");
shouldThrow(() => new Int8Array(new BigInt64Array(1)), TypeError);
shouldThrow(() => new BigInt64Array(new Int8Array(1)), TypeError);
shouldBe(new BigInt64Array(new BigUint64Array([2n ** 64n - 1n]))[0], -1n);
var buffer = new ArrayBuffer(8);
shouldBe(new Int16Array(buffer).length, 4);
shouldBe(new Int16Array(buffer, 2).length, 3);
shouldBe(new Int16Array(buffer, 2, 1).length, 1);
shouldThrow(() => new Int16Array(buffer, 1), RangeError);
shouldThrow(() => new Int16Array(new ArrayBuffer(7)), RangeError);
shouldThrow(() => new Int16Array(buffer, 10), RangeError);
shouldThrow(() => new Int16Array(buffer, 2, 4), RangeError);
shouldBe(new Int8Array(new SharedArrayBuffer(4)).length, 4);

// Iteration takes precedence over the array-like path; a hostile iterator's errors pass.
var iterable = { length: 5, [Symbol.iterator]: function* () { yield 9; } };
shouldBe(new Uint8Array(iterable).join(), "9");
shouldThrow(() => new Uint8Array({ [Symbol.iterator]() { throw new RangeError("no"); } }), RangeError);
shouldThrow(() => new Uint8Array({ [Symbol.iterator]: 1 }), TypeError);
shouldThrow(() => new Uint8Array({ get length() { throw new SyntaxError("no"); } }), SyntaxError);

// from and of, with this as the constructor.
shouldBe(Uint8Array.from([1, 2, 3], (x) => x * 2).join(), "2,4,6");
shouldBe(Uint8Array.from({ length: 2, 0: 1 }).join(), "1,0");
shouldBe(Float32Array.of(1, 2.5).join(), "1,2.5");
shouldThrow(() => TypedArray.from.call({}, []), TypeError);
shouldThrow(() => TypedArray.of.call(function () { return {}; }, 1), TypeError);
shouldThrow(() => Uint8Array.from([1], "no"), TypeError);
var made = Int8Array.of.call(function (n) { return new Int8Array(n + 2); }, 1);
shouldBe(made.join(), "1,0,0");
shouldThrow(() => Int8Array.of.call(function (n) { return new Int8Array(0); }, 1), TypeError);

// Subclasses and species.
class Mine extends Uint8Array {
    sum() { return this.reduce((a, b) => a + b, 0); }
}
var mine = new Mine([1, 2, 3]);
shouldBe(mine.sum(), 6);
shouldBe(mine.map((x) => x) instanceof Mine, true);
shouldBe(mine.subarray(1) instanceof Mine, true);
shouldBe(mine.slice(1).sum(), 5);
shouldBe(mine.toReversed() instanceof Mine, false, "toReversed ignores species");
class Other extends Uint8Array {
    static get [Symbol.species]() { return Int16Array; }
}
shouldBe(new Other([300 % 256]).map((x) => x * 10) instanceof Int16Array, true);
class BigSpecies extends Uint8Array {
    static get [Symbol.species]() { return BigInt64Array; }
}
shouldThrow(() => new BigSpecies(1).map((x) => x), TypeError);
class Short extends Uint8Array {
    static get [Symbol.species]() { return function () { return new Uint8Array(1); }; }
}
shouldThrow(() => new Short(4).slice(0), TypeError);
// A species constructor given the same buffer: slice copies the bytes in order.
var base = new Uint8Array([1, 2, 3, 4, 5]);
base.constructor = { [Symbol.species]: function (n) { return new Uint8Array(base.buffer, 1, n); } };
shouldBe(base.slice(0, 4).join(), "1,1,1,1");

// The prototype comes from new.target, and the buffer's from the realm.
function Fake() {}
Fake.prototype = Uint16Array.prototype;
var reflected = Reflect.construct(Uint8Array, [2], Fake);
shouldBe(Object.getPrototypeOf(reflected), Uint16Array.prototype);
shouldBe(reflected.BYTES_PER_ELEMENT, 2);
shouldBe(reflected.length, 2);
shouldBe(Object.getPrototypeOf(reflected.buffer), ArrayBuffer.prototype);
