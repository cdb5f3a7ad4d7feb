// Measures named property loads at sites that always see one object shape.
// The inline-cache fast path for the common case of a single shape per site.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 800;

function Point(x, y, z) { this.x = x; this.y = y; this.z = z; this.w = x ^ y; }
const N = 10000;
const pts = [];
for (let i = 0; i < N; i++) pts.push(new Point(i, i * 2, i & 7));

function sumPoints(arr) {
  let s = 0;
  for (let i = 0; i < arr.length; i++) {
    const p = arr[i];
    s = (s + p.x + p.y - p.z + p.w) | 0;
  }
  return s;
}
const proto = { base: 5 };
const derived = Object.create(proto);
derived.own = 1;

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  sum = (sum + sumPoints(pts)) | 0;
  for (let j = 0; j < 1000; j++) sum = (sum + derived.base + derived.own) | 0;
}
log("checksum: " + (sum >>> 0));
