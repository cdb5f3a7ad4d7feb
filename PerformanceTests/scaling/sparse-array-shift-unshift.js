// shift and unshift on a sparse array (n elements spread over a length of 64n), 20
// times each.
// size: 280, quick: 100
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
const a = [];
for (let i = n - 1; i >= 0; i--) a[i * STRIDE] = i;
let sum = 0;
for (let j = 0; j < 20; j++) {
  const first = a.shift();
  sum = (sum + (first === undefined ? 1 : first)) | 0;
}
for (let j = 0; j < 20; j++) sum = (sum + a.unshift(j)) | 0;
sum = (sum + a[a.length - 1] + (a.length - 1) % STRIDE) | 0;
log("checksum: " + sum);
