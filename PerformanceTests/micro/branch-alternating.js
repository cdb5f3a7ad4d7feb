// Measures a loop whose branch goes the other way every iteration: a trace of one path
// exits at every other iteration unless the other path has a trace of its own (a side
// trace). branch-alternating-no-branch.js does the same work without the branch.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 60;
const N = 1000000;

let odd = 0, even = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (let i = 0; i < N; i++) {
    if (i & 1) odd = (odd + i) | 0;
    else even = (even ^ (i + it)) | 0;
  }
}
log("checksum: " + ((odd + even) >>> 0));
