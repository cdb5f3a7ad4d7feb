function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Each operation returns the old element and stores the result, wrapping like the element type.
var integerTypes = [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array];
for (var shared of [false, true]) {
    for (var Type of integerTypes) {
        var buffer = shared ? new SharedArrayBuffer(4 * Type.BYTES_PER_ELEMENT) : new ArrayBuffer(4 * Type.BYTES_PER_ELEMENT);
        var a = new Type(buffer);
        var name = Type.name + (shared ? " (shared)" : "");
        shouldBe(Atomics.store(a, 0, 5), 5, name + " store");
        shouldBe(Atomics.add(a, 0, 3), 5, name + " add");
        shouldBe(Atomics.load(a, 0), 8, name + " load");
        shouldBe(Atomics.sub(a, 0, 10), 8, name + " sub");
        shouldBe(a[0], new Type([-2])[0], name + " sub wraps");
        a[1] = 0b1100;
        shouldBe(Atomics.and(a, 1, 0b1010), 0b1100, name + " and");
        shouldBe(a[1], 0b1000);
        shouldBe(Atomics.or(a, 1, 0b0011), 0b1000, name + " or");
        shouldBe(a[1], 0b1011);
        shouldBe(Atomics.xor(a, 1, 0b1111), 0b1011, name + " xor");
        shouldBe(a[1], 0b0100);
        shouldBe(Atomics.exchange(a, 2, 42), 0, name + " exchange");
        shouldBe(a[2], 42);
        shouldBe(Atomics.compareExchange(a, 2, 41, 7), 42, name + " compareExchange mismatch");
        shouldBe(a[2], 42);
        shouldBe(Atomics.compareExchange(a, 2, 42, 7), 42, name + " compareExchange match");
        shouldBe(a[2], 7);
    }
}

// Overflow wraps modulo the element size, and the stored value is the converted one.
var bytes = new Uint8Array(2);
shouldBe(Atomics.add(bytes, 0, 300), 0);
shouldBe(bytes[0], 44);
var int8 = new Int8Array(1);
Atomics.store(int8, 0, 127);
shouldBe(Atomics.add(int8, 0, 1), 127);
shouldBe(int8[0], -128);
// compareExchange compares the converted bytes: -1 and 255 are the same Uint8.
bytes[1] = 255;
shouldBe(Atomics.compareExchange(bytes, 1, -1, 9), 255);
shouldBe(bytes[1], 9);

// store returns ToIntegerOrInfinity of the value, not the stored element.
var int32 = new Int32Array(2);
shouldBe(Atomics.store(int32, 0, 3.9), 3);
shouldBe(Atomics.store(int32, 0, -0), 0);
shouldBe(1 / Atomics.store(int32, 0, -0), Infinity, "store of -0 returns +0");
shouldBe(Atomics.store(int32, 0, Infinity), Infinity);
shouldBe(int32[0], 0);
shouldBe(Atomics.store(int32, 0, "12"), 12);
shouldBe(Atomics.store(int32, 1, 2 ** 32 + 5), 2 ** 32 + 5);
shouldBe(int32[1], 5);
shouldBe(Atomics.store(int32, 0, NaN), 0);

// BigInt arrays take BigInts and wrap modulo 2^64.
var big = new BigInt64Array(new SharedArrayBuffer(16));
shouldBe(Atomics.store(big, 0, 2n ** 63n - 1n), 2n ** 63n - 1n);
shouldBe(Atomics.add(big, 0, 1n), 2n ** 63n - 1n);
shouldBe(big[0], -(2n ** 63n));
shouldBe(Atomics.compareExchange(big, 0, 2n ** 63n, 1n), -(2n ** 63n), "compared modulo 2^64");
shouldBe(big[0], 1n);
var ubig = new BigUint64Array(2);
shouldBe(Atomics.sub(ubig, 1, 1n), 0n);
shouldBe(ubig[1], 2n ** 64n - 1n);
shouldBe(Atomics.store(ubig, 0, 2n ** 64n + 3n), 2n ** 64n + 3n, "store returns the BigInt itself");
shouldBe(Atomics.load(ubig, 0), 3n);

// Views with an offset address their own elements.
var buffer = new ArrayBuffer(16);
var tail = new Int16Array(buffer, 4, 2);
Atomics.store(tail, 1, 0x1234);
shouldBe(new Int16Array(buffer)[3], 0x1234);

// Small heap-allocated typed arrays work the same, and stay consistent with their buffer.
var small = new Int32Array(4);
Atomics.add(small, 3, 10);
shouldBe(small[3], 10);
var view = new Int32Array(small.buffer);
Atomics.add(view, 3, 1);
shouldBe(Atomics.load(small, 3), 11);

// isLockFree: 1, 2, 4 and 8 byte accesses are lock-free here; 4 always is.
shouldBe(Atomics.isLockFree(4), true);
shouldBe(Atomics.isLockFree(3), false);
shouldBe(Atomics.isLockFree(0), false);
shouldBe(Atomics.isLockFree("4"), true);
shouldBe(typeof Atomics.isLockFree(8), "boolean");

shouldBe(Object.prototype.toString.call(Atomics), "[object Atomics]");
shouldBe(Atomics.add.length, 3);
shouldBe(Atomics.compareExchange.length, 4);
