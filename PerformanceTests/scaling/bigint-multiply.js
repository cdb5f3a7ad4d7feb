// Multiplies BigInts of 4n bits (made from hexadecimal strings): a product of two, a
// square, and a product by a small factor.
// size: 180000, quick: 4000
const log = typeof print === "function" ? print : console.log;
let seed = 12345;
function hex(digits) {
  let s = "";
  for (let i = 0; i < digits; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    s += "0123456789abcdef"[seed >> 16 & 15];
  }
  return "0x9" + s;
}
const x = BigInt(hex(n));
const y = BigInt(hex(n));
const mask = (1n << 32n) - 1n;
let sum = 0;
const p = x * y;
const q = p * x;
const r = x * 1000003n;
sum = (sum + Number(p & mask) + Number(q >> BigInt(12 * n - 40) & mask) + Number(r & mask)) | 0;
log("checksum: " + sum + " " + (p.toString(16).length + q.toString(16).length));
