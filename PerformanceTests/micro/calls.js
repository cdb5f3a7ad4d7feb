// Measures plain (non-closure) function calls: argument passing, frame setup and return.
// Call overhead dominates real programs built from many small helper functions.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 900000;

function add(a, b) { return (a + b) | 0; }
function mix(a, b, c) { return add(a ^ b, c) ^ (a >>> 3); }
function noArgs() { return 7; }
function extraArgs(a) { return a + arguments.length; }
function leaf(x) { return (x * 31 + 17) & 0xffff; }
function middle(x) { return leaf(x) + leaf(x + 1); }
function outer(x) { return middle(x) - middle(x >> 1); }

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  sum = add(sum, i);
  sum = mix(sum, i, 3);
  sum = (sum + noArgs()) | 0;
  sum = (sum + extraArgs(i & 15, 1, 2)) | 0;
  sum = (sum + outer(i)) | 0;
}
log("checksum: " + (sum >>> 0));
