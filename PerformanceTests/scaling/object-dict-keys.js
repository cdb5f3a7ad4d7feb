// Object.keys, Object.values and Object.getOwnPropertyNames of an object with n string keys.
// size: 12000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = 0; i < n; i++) o["k" + i] = i;
let sum = 0;
for (let round = 0; round < 2; round++) {
  const keys = Object.keys(o);
  const values = Object.values(o);
  const names = Object.getOwnPropertyNames(o);
  sum = (sum + keys.length + values[values.length - 1] + names[n >> 1].length) | 0;
  sum = (sum + keys[round].length + keys[n - 1].length) | 0;
}
log("checksum: " + sum);
