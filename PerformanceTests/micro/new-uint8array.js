// Measures creating small typed arrays (`new Uint8Array(10)`) in a loop, with a few writes
// and reads each: buffer allocation overhead for short-lived binary scratch space.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 1800000;

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  const u = new Uint8Array(10);
  u[0] = i;
  u[3] = i >> 8;
  u[9] = u[0] + u[3];
  sum = (sum + u[9] + u[1] + u.length) | 0;
}
log("checksum: " + (sum >>> 0));
