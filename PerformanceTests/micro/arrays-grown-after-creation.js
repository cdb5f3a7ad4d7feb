// Measures arrays whose final length (0, 1 or 2) is only known at run time: `new Array(n)`
// or `[]` followed by a push or two right after creation (allocation sizing heuristics).
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 1100000;

let seed = 99;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 16; }
const lengths = new Int32Array(1024);
for (let i = 0; i < lengths.length; i++) lengths[i] = rnd() % 3;

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  const n = lengths[i & 1023];
  const a = new Array(n);
  for (let k = 0; k < n; k++) a[k] = i + k;
  const b = [];
  for (let k = 0; k < n; k++) b.push(k + 1);
  const c = [];
  if (n > 0) c.push(i & 255);
  if (n > 1) c.push(n);
  let s = a.length + b.length + c.length;
  for (let k = 0; k < n; k++) s += a[k] + b[k] + (k < c.length ? c[k] : 0);
  sum = (sum + s) | 0;
}
log("checksum: " + (sum >>> 0));
