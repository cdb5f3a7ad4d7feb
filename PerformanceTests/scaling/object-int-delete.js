// Deletes every other integer key of a plain object holding n of them, then the rest.
// size: 120000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = n - 1; i >= 0; i--) o[i * 3] = i;
for (let i = 0; i < n; i += 2) delete o[i * 3];
let sum = 0;
for (let i = 1; i < n; i += 2) sum = (sum + o[i * 3]) | 0;
for (let i = n - 1; i >= 0; i -= 2) delete o[i * 3];
for (const k in o) sum++;
log("checksum: " + sum);
