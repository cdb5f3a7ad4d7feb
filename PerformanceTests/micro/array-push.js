// Measures Array.prototype.push growth (and pop) on dense arrays of small integers.
// Push-driven growth is how most JS arrays are built.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 100;

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  const a = [];
  for (let i = 0; i < 50000; i++) a.push(i ^ it);
  const b = [];
  for (let i = 0; i < 2000; i++) { b.push(i); b.push(i + 1); b.pop(); }
  sum = (sum + a.length + a[a.length - 1] + a[it] + b.length + b[b.length - 1]) | 0;
}
log("checksum: " + (sum >>> 0));
