// for-in and Object.keys over a sparse array (n elements spread over a length of 64n).
// size: 28000, quick: 1000
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
const a = [];
for (let i = n - 1; i >= 0; i--) a[i * STRIDE] = i;
let sum = 0;
for (let round = 0; round < 2; round++) {
  for (const k in a) sum = (sum + a[k]) | 0;
  const keys = Object.keys(a);
  sum = (sum + keys.length + +keys[keys.length - 1]) | 0;
}
log("checksum: " + sum);
