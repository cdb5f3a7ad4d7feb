// Measures array iteration protocols: for-of (iterator objects) and the callback
// builtins forEach, map, filter and reduce.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 45;

const N = 20000;
const arr = [];
for (let i = 0; i < N; i++) arr.push((i * 7) & 255);

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (const v of arr) sum = (sum + v) | 0;
  arr.forEach((v, i) => { sum = (sum + (v ^ i)) | 0; });
  const doubled = arr.map(v => v * 2 + it);
  sum = (sum + doubled.reduce((acc, v) => (acc + v) | 0, 0)) | 0;
  const odd = arr.filter(v => v & 1);
  sum = (sum + odd.length) | 0;
  for (const [i, v] of doubled.entries()) if ((i & 1023) === 0) sum = (sum + v) | 0;
}
log("checksum: " + (sum >>> 0));
