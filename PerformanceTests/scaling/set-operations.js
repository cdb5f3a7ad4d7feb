// A Set with n values: add, has, iterate, delete half, clear.
// size: 120000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const s = new Set();
for (let i = 0; i < n; i++) s.add(i * 3);
let sum = 0;
for (let i = 0; i < n; i++) if (s.has(i)) sum++;
for (const v of s) sum = (sum + v) | 0;
for (let i = 0; i < n; i += 2) s.delete(i * 3);
for (const v of s.values()) sum = (sum + v) | 0;
sum = (sum + s.size) | 0;
s.clear();
log("checksum: " + sum + " " + s.size);
