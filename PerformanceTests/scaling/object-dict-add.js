// Adds n string-keyed properties to one object (a dictionary), then reads a few back.
// size: 65000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = 0; i < n; i++) o["k" + i] = i;
let sum = 0;
for (let i = 0; i < n; i += 97) sum = (sum + o["k" + i]) | 0;
log("checksum: " + sum);
