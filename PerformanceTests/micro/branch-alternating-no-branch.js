// The work of branch-alternating.js written without its branch: each iteration does the
// even step then the odd step, so the loop has one path.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 60;
const N = 1000000;

let odd = 0, even = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (let i = 0; i < N; i += 2) {
    even = (even ^ (i + it)) | 0;
    odd = (odd + i + 1) | 0;
  }
}
log("checksum: " + ((odd + even) >>> 0));
