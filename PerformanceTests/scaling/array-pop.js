// Pops every element of an array of n.
// size: 1300000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a[i] = i & 1023;
let sum = 0;
while (a.length > 0) sum = (sum + a.pop()) | 0;
log("checksum: " + sum);
