// Adds n integer keys to a plain object, in descending order and spread out (every
// third integer), then reads a few back.
// size: 120000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = n - 1; i >= 0; i--) o[i * 3] = i;
let sum = 0;
for (let i = 0; i < n; i += 97) sum = (sum + o[i * 3]) | 0;
log("checksum: " + sum);
