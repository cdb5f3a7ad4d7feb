// Deletes every other property of an object with n string keys, then the rest in
// reverse, checking what is left in between.
// size: 26000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = 0; i < n; i++) o["k" + i] = i;
for (let i = 0; i < n; i += 2) delete o["k" + i];
let sum = 0;
for (let i = 1; i < n; i += 2) sum = (sum + o["k" + i]) | 0;
for (let i = n - 1; i >= 0; i -= 2) delete o["k" + i];
for (const k in o) sum++;
log("checksum: " + sum);
