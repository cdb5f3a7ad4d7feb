// Slices of an array of n: the whole array, halves, and many short windows.
// size: 480000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const a = [];
for (let i = 0; i < n; i++) a[i] = i & 1023;
let sum = 0;
for (let j = 0; j < 10; j++) {
  const whole = a.slice();
  const half = a.slice(n >> 1);
  sum = (sum + whole.length + half.length + half[j]) | 0;
}
for (let i = 0; i + 8 <= n; i += 8) sum = (sum + a.slice(i, i + 8)[3]) | 0;
log("checksum: " + sum);
