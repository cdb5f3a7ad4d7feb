// indexOf, lastIndexOf and includes on a sparse array: n elements spread over a length
// of 64n, for values that are absent or near the far end, 20 times each.
// size: 480, quick: 100
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
const a = [];
for (let i = n - 1; i >= 0; i--) a[i * STRIDE] = i;
let sum = 0;
for (let j = 0; j < 20; j++) {
  sum = (sum + a.indexOf(n - 1 - j) + a.indexOf(-1) + a.lastIndexOf(j) + (a.includes(n + j) ? 1 : 0)) | 0;
}
log("checksum: " + sum + " " + a.length);
