// indexOf, lastIndexOf and includes on an array of n numbers and on one of n strings,
// for values that are absent or near the far end, 20 times each.
// size: 140000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const numbers = [];
const strings = [];
for (let i = 0; i < n; i++) {
  numbers[i] = i;
  strings[i] = "s" + (i & 1023);
}
let sum = 0;
for (let j = 0; j < 20; j++) {
  sum = (sum + numbers.indexOf(n - 1 - j) + numbers.indexOf(-1) + numbers.lastIndexOf(j)) | 0;
  sum = (sum + (numbers.includes(n + j) ? 1 : 0) + strings.indexOf("absent") + strings.lastIndexOf("s0")) | 0;
}
log("checksum: " + sum);
