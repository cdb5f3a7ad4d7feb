// splice on a sparse array (n elements spread over a length of 64n): 20 removals and
// 20 insertions near the front, so every later element moves.
// size: 230, quick: 100
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
const a = [];
for (let i = n - 1; i >= 0; i--) a[i * STRIDE] = i;
let sum = 0;
for (let j = 0; j < 20; j++) {
  const removed = a.splice(j * STRIDE, 2);
  sum = (sum + removed.length + (removed[0] | 0)) | 0;
}
for (let j = 0; j < 20; j++) a.splice(j, 0, j, j);
let count = 0;
for (const k in a) count++;
sum = (sum + count + a.length + a[a.length - 1]) | 0;
log("checksum: " + sum);
