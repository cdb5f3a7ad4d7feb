// Concatenates arrays of n elements: two at a time, and one with many small ones.
// size: 310000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const a = [];
const b = [];
for (let i = 0; i < n; i++) {
  a[i] = i & 1023;
  b[i] = "x";
}
let sum = 0;
for (let j = 0; j < 5; j++) {
  const c = a.concat(b, a);
  sum = (sum + c.length + c[n + j].length + c[2 * n + j]) | 0;
}
const parts = [];
for (let i = 0; i < (n >> 4); i++) parts.push([i, i + 1]);
const d = [].concat(...parts.slice(0, 1000), a);
sum = (sum + d.length + d[1999]) | 0;
log("checksum: " + sum);
