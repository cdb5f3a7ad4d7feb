// Sorts n pseudo-random integers and n strings with the default (string) order.
// size: 75000, quick: 2000
const log = typeof print === "function" ? print : console.log;
let seed = 12345;
function random() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed;
}
const numbers = [];
const strings = [];
for (let i = 0; i < n; i++) {
  numbers[i] = random() % 1000000;
  strings[i] = "w" + (random() % 100000);
}
numbers.sort();
strings.sort();
let sum = 0;
for (let i = 0; i < n; i += 97) sum = (sum * 31 + numbers[i] + strings[i].length + strings[i].charCodeAt(1)) | 0;
log("checksum: " + sum);
