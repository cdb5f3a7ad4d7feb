// Measures named property stores: overwriting existing properties and adding new ones
// (shape transitions) on fresh objects, the pattern of constructors and object builders.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 1500000;

const target = { a: 0, b: 0, c: 0, d: 0 };
let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  target.a = i;
  target.b = target.a + 1;
  target.c = target.b ^ i;
  target.d = (target.c + target.a) | 0;
  const o = {};
  o.x = i;
  o.y = i + 1;
  o.z = i + 2;
  o.w = i + 3;
  o.v = o.x + o.w;
  o.x = o.v * 2;
  sum = (sum + target.d + o.x + o.y + o.z) | 0;
}
log("checksum: " + (sum >>> 0));
