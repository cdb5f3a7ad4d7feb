// Enumerates a plain object holding n integer keys (every third integer, added in
// descending order) with for-in, four times over.
// size: 51000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = n - 1; i >= 0; i--) o[i * 3] = i;
let sum = 0;
for (let round = 0; round < 4; round++) {
  let previous = -1;
  for (const k in o) {
    const key = +k;
    if (key <= previous) throw new Error("for-in out of order");
    previous = key;
    sum = (sum + key + o[k]) | 0;
  }
}
log("checksum: " + sum);
