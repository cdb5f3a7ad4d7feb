function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The same loop over every element type, on both kinds of storage, in bounds and out.
function fillAndSum(array, count) {
    for (var i = 0; i < count; i++)
        array[i] = i * 3 + 0.5;
    var sum = 0;
    for (var i = 0; i < count; i++)
        sum += array[i] === undefined ? 1000 : array[i];
    return sum;
}
var expectedFloat = 0, expectedInt = 0;
for (var i = 0; i < 200; i++) { expectedFloat += i * 3 + 0.5; expectedInt += i * 3; }
for (var C of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array]) {
    for (var length of [8, 200]) {
        var array = new C(length);
        var sum = fillAndSum(array, 200);
        var reference = 0;
        for (var i = 0; i < 200; i++) {
            if (i >= length) { reference += 1000; continue; }
            var stored = new C([i * 3 + 0.5])[0];
            reference += stored;
        }
        shouldBe(sum, reference, C.name + " of length " + length);
    }
}

// Keys that are not int32s go the general way and mean the same.
var array = new Float64Array(4);
array[1.0] = 2;
shouldBe(array[1], 2);
array["2"] = 3;
shouldBe(array[2], 3);
array[-1] = 4;
shouldBe(array[-1], undefined);
array[1.5] = 5;
shouldBe(array[1.5], undefined);
shouldBe(array[4294967296], undefined);

// A non-number value converts through valueOf, and a BigInt array takes its own path.
var calls = 0;
var int32 = new Int32Array(2);
for (var i = 0; i < 100; i++)
    int32[i & 1] = { valueOf() { calls++; return 7; } };
shouldBe(calls, 100);
shouldBe(int32[1], 7);
var bigs = new BigInt64Array(3);
for (var i = 0; i < 100; i++)
    bigs[i % 3] += 1n;
shouldBe(bigs[0] + bigs[1] + bigs[2], 100n);

// A detach or a resize between loop iterations is seen by the next access.
var rab = new ArrayBuffer(16, { maxByteLength: 16 });
var tracked = new Uint8Array(rab);
var reads = [];
for (var i = 0; i < 16; i++) {
    if (i === 8) rab.resize(4);
    tracked[i] = i;
    reads.push(tracked[i]);
}
shouldBe(reads.slice(0, 4).join(), "0,1,2,3");
shouldBe(reads[8], undefined);
shouldBe(tracked.length, 4);
