// Enumerates an object with n string keys with for-in, four times over.
// size: 18000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = 0; i < n; i++) o["k" + i] = i;
let sum = 0;
for (let round = 0; round < 4; round++)
  for (const k in o) sum = (sum + k.length + o[k]) | 0;
log("checksum: " + sum);
