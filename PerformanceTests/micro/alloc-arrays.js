// Measures allocation of small array literals ([a, b], [a, b, c, d], nested, empty)
// that die young: common for tuples and multiple return values.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 770000;

function pair(a, b) { return [a, b]; }

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  const p = pair(i, i + 1);
  const q = [i & 15, p[1], 3, 4];
  const r = [[i, 1], [2, q[0]]];
  const e = [];
  sum = (sum + p[0] + q[0] + q[1] + r[1][1] + r[0][0] + e.length + q.length) | 0;
}
log("checksum: " + (sum >>> 0));
