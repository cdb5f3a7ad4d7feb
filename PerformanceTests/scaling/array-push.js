// Pushes n values onto an array, then sums it.
// size: 1500000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a.push(i & 1023);
let sum = 0;
for (let i = 0; i < a.length; i++) sum = (sum + a[i]) | 0;
log("checksum: " + sum + " " + a.length);
