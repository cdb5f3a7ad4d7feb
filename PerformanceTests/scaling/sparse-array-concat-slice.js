// concat and slice of sparse arrays (n elements spread over a length of 64n).
// size: 2500, quick: 1000
const log = typeof print === "function" ? print : console.log;
const STRIDE = 64;
const a = [];
for (let i = n - 1; i >= 0; i--) a[i * STRIDE] = i;
let sum = 0;
for (let j = 0; j < 4; j++) {
  const c = a.concat(a, [j]);
  const s = a.slice(j * STRIDE, a.length - STRIDE);
  sum = (sum + c.length + c[a.length + STRIDE] + c[c.length - 1] + s.length + s[STRIDE]) | 0;
  sum = (sum + (1 in c ? 1 : 0) + (1 in s ? 1 : 0)) | 0;
}
log("checksum: " + sum);
