// Sorts n pseudo-random integers with a comparator, and sorts them again by a key.
// size: 150000, quick: 2000
const log = typeof print === "function" ? print : console.log;
let seed = 12345;
function random() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
}
const a = [];
for (let i = 0; i < n; i++) a[i] = random() % 1000000;
a.sort((x, y) => x - y);
let sum = 0;
for (let i = 1; i < n; i++) if (a[i - 1] > a[i]) throw new Error("not sorted");
const records = [];
for (let i = 0; i < n; i++) records[i] = { key: a[i] % 1000, index: i };
records.sort((x, y) => x.key - y.key);
for (let i = 0; i < n; i += 97) sum = (sum * 31 + records[i].index + a[i]) | 0;
log("checksum: " + sum);
