// Unshifts n values onto an empty array, one at a time.
// size: 8200, quick: 2000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a.unshift(i & 1023);
let sum = 0;
for (let i = 0; i < a.length; i += 7) sum = (sum * 3 + a[i]) | 0;
log("checksum: " + sum + " " + a.length);
