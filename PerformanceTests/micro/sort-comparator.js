// Measures Array.prototype.sort with a comparator: numbers both ways and records by a key
// (a stable sort keeps equal keys in their order); the comparator runs n log n times per
// sort, so where it runs (inlined into a trace or called from Rust) decides the time.
const log = typeof print === "function" ? print : console.log;
let seed = 12345;
function random() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
}
const numbers = [];
for (let i = 0; i < 2000; i++) numbers.push(random() % 100000);
const records = [];
for (let i = 0; i < 2000; i++) records.push({ key: random() % 1000, id: i });

let checksum = 0;
for (let round = 0; round < 40; round++) {
  const ascending = numbers.slice();
  ascending.sort((x, y) => x - y);
  checksum = (checksum + ascending[round * 7]) | 0;
  const byKey = records.slice();
  byKey.sort((p, q) => p.key - q.key);
  checksum = (checksum * 31 + byKey[round].id) | 0;
  const descending = numbers.slice(0, 500);
  descending.sort((x, y) => y - x);
  checksum = (checksum + descending[round]) | 0;
}
log("checksum: " + (checksum >>> 0));
