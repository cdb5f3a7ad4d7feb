// Object.keys and Object.getOwnPropertyNames of a plain object holding n integer keys
// (every third integer, added in descending order) and n string keys.
// size: 14000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const o = {};
for (let i = n - 1; i >= 0; i--) {
  o[i * 3] = i;
  o["s" + i] = i;
}
let sum = 0;
for (let round = 0; round < 2; round++) {
  const keys = Object.keys(o);
  const names = Object.getOwnPropertyNames(o);
  for (let i = 0; i < keys.length; i += 101) sum = (sum * 31 + keys[i].length + names[i].charCodeAt(0)) | 0;
  sum = (sum + +keys[n - 1] + keys.length) | 0;
}
log("checksum: " + sum);
