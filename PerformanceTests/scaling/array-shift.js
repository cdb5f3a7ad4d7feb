// Shifts every element off an array of n (a queue drained from the front).
// size: 8300, quick: 2000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a[i] = i & 1023;
let sum = 0;
while (a.length > 0) sum = (sum * 3 + a.shift()) | 0;
log("checksum: " + sum);
