// Sorts a sparse array (n elements spread over a length of 64n), with a comparator
// and with the default order.
// size: 2700, quick: 1000
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
let seed = 12345;
function random() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
}
const a = [];
const b = [];
for (let i = n - 1; i >= 0; i--) {
  a[i * STRIDE] = random() % 1000000;
  b[i * STRIDE] = random() % 1000000;
}
a.sort((x, y) => x - y);
b.sort();
let sum = 0;
for (let i = 0; i < n; i += 97) sum = (sum * 31 + a[i] + b[i]) | 0;
sum = (sum + (a[n] === undefined ? 1 : 0) + (n in a ? 1 : 0) + a.length) | 0;
log("checksum: " + sum);
