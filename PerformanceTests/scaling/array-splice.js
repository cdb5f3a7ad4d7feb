// On an array of n: 200 splices that remove an element near the middle and 200 that
// insert one there, then 200 that remove and insert a run of three.
// size: 540000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a[i] = i & 1023;
let sum = 0;
for (let j = 0; j < 200; j++) sum = (sum + a.splice((n >> 1) - j, 1)[0]) | 0;
for (let j = 0; j < 200; j++) a.splice((n >> 1) - j, 0, j);
for (let j = 0; j < 200; j++) sum = (sum + a.splice(n >> 2, 3, j, j, j).length) | 0;
for (let i = 0; i < a.length; i += 101) sum = (sum * 3 + a[i]) | 0;
log("checksum: " + sum + " " + a.length);
