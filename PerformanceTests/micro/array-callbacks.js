// Measures the callback builtins (forEach, map, filter, reduce, some, every, find,
// findIndex, sort with a comparator) with small callbacks: called once over a large array
// (the builtin's own loop is the hot one) and called inside a loop over small arrays (the
// caller's loop is the hot one).
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 24;
const SMALL_ROUNDS = 24000;

const N = 30000;
const big = [];
for (let i = 0; i < N; i++) big.push((i * 37) & 1023);
const small = [];
for (let i = 0; i < 8; i++) small.push((i * 5) & 7);

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  // One call each over the large array.
  big.forEach((v, i) => { sum = (sum + (v ^ i)) | 0; });
  const mapped = big.map(v => v + it);
  const kept = mapped.filter(v => (v & 3) === 0);
  sum = (sum + kept.reduce((acc, v) => (acc + v) | 0, 0)) | 0;
  if (big.some(v => v > 2000)) sum = (sum + 1) | 0;
  if (big.every(v => v >= 0)) sum = (sum + 2) | 0;
  sum = (sum + (big.find(v => v === 1000 + (it & 15)) | 0)) | 0;
  sum = (sum + big.findIndex(v => v === 900 + it)) | 0;
  const sorted = kept.slice(0, 4000).sort((a, b) => a - b);
  sum = (sum + sorted[0] + sorted[sorted.length - 1]) | 0;
}

// Many calls over a small array, from a loop.
for (let r = 0; r < SMALL_ROUNDS; r++) {
  small.forEach(v => { sum = (sum + v + r) | 0; });
  const m = small.map(v => v * r);
  sum = (sum + m.reduce((acc, v) => (acc ^ v) | 0, r)) | 0;
  sum = (sum + small.filter(v => v > (r & 7)).length) | 0;
  if (small.some(v => v === (r & 15))) sum = (sum + 3) | 0;
  if (small.every(v => v < 8)) sum = (sum + 5) | 0;
  sum = (sum + small.findIndex(v => v === (r & 7))) | 0;
  sum = (sum + (small.find(v => v > (r & 7)) | 0)) | 0;
}
log("checksum: " + (sum >>> 0));
