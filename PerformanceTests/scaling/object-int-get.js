// Reads every integer key of a plain object holding n of them (every third integer),
// four times over.
// size: 140000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = n - 1; i >= 0; i--) o[i * 3] = i;
let sum = 0;
for (let round = 0; round < 4; round++)
  for (let i = 0; i < n; i++) sum = (sum + o[((i * 7 + round) % n) * 3]) | 0;
log("checksum: " + sum);
