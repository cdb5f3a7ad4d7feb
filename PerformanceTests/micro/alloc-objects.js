// Measures allocation of many small short-lived objects (object literals and constructor
// instances) that die young: the nursery/minor-collection path.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 800000;

function Vec(x, y) { this.x = x; this.y = y; }
function addVec(a, b) { return new Vec(a.x + b.x, a.y + b.y); }

let sum = 0;
let keep = null;
for (let i = 0; i < ITERATIONS; i++) {
  const a = { x: i & 255, y: i >> 8 };
  const b = new Vec(1, 2);
  const c = addVec(a, b);
  const pair = { first: c, second: { tag: i & 7, next: keep } };
  if ((i & 1023) === 0) keep = { v: i };
  sum = (sum + c.x + c.y + pair.second.tag + (pair.second.next ? pair.second.next.v & 3 : 0)) | 0;
}
log("checksum: " + (sum >>> 0));
