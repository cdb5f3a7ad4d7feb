// A Map with n keys (numbers and strings): add, get, iterate, delete half, clear.
// size: 63000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const m = new Map();
for (let i = 0; i < n; i++) m.set(i, i & 1023);
for (let i = 0; i < n; i += 4) m.set("k" + i, i);
let sum = 0;
for (let i = 0; i < n; i++) sum = (sum + m.get(i)) | 0;
for (const [k, v] of m) sum = (sum + v) | 0;
for (let i = 0; i < n; i += 2) m.delete(i);
m.forEach((v, k) => { sum = (sum + v) | 0; });
sum = (sum + m.size) | 0;
m.clear();
for (let i = 0; i < 10; i++) m.set(i, i);
log("checksum: " + sum + " " + m.size);
