// Compound updates of elements (a[k]++, a[k] += v: ToPropertyKey, RequireObjectCoercible,
// ToNumeric) and == of numbers in traced loops, including where a value stops being what
// the trace saw.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function histogram(bytes, buckets) {
    const counts = new Int32Array(buckets);
    for (let i = 0; i < bytes.length; i++) counts[bytes[i] % buckets]++;
    return counts;
}
const bytes = new Uint8Array(4096);
for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) & 255;
const counts = histogram(bytes, 16);
let total = 0;
for (let i = 0; i < 16; i++) total += counts[i];
shouldBe(total, 4096);
shouldBe(counts[0], 256);

// A plain array whose elements turn into doubles, then strings, mid-loop.
function bump(a, n) {
    for (let i = 0; i < n; i++) a[i % a.length] += 1;
    return a;
}
const plain = [0, 0, 0, 0];
bump(plain, 400);
shouldBe(plain.join(), "100,100,100,100");
plain[2] = 0.5;
bump(plain, 400);
shouldBe(plain.join(), "200,200,100.5,200");
plain[1] = "s";
bump(plain, 8);
shouldBe(plain.join(), "202,s11,102.5,202");

// The key is a double, then a string, for a while.
function countKeys(keys, n) {
    const seen = [0, 0, 0];
    for (let i = 0; i < n; i++) seen[keys[i % keys.length]]++;
    return seen.join();
}
shouldBe(countKeys([0, 1, 2, 1], 1000), "250,500,250");
shouldBe(countKeys([0, 1, "2", 1], 1000), "250,500,250");

// Increment of a value that becomes undefined (NaN) or an object (valueOf).
function increments(values, n) {
    let out = 0;
    for (let i = 0; i < n; i++) {
        let v = values[i % values.length];
        v++;
        out += v;
    }
    return out;
}
shouldBe(increments([1, 2, 3, 4], 1000), 250 * (2 + 3 + 4 + 5));
shouldBe(increments([1, 2, 3, undefined], 1000), NaN);
shouldBe(increments([1, 2, 3, { valueOf() { return 10; } }], 1000), 250 * (2 + 3 + 4 + 11));

// == of numbers (and of an int against a double), then of a string.
function equalCount(a, b, n) {
    let count = 0;
    for (let i = 0; i < n; i++) if (a[i % a.length] == b[i % b.length]) count++;
    return count;
}
shouldBe(equalCount([1, 2, 3], [1, 2.5, 3], 999), 666);
shouldBe(equalCount([1, 2, "3"], [1, 2, 3], 999), 999);
shouldBe(equalCount([NaN, 0], [NaN, -0], 1000), 500);
