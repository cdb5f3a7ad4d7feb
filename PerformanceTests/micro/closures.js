// Measures creating closures and calling them, including captured-variable reads and writes.
// Callback-heavy code creates a fresh closure per call site execution.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 680000;

function makeAdder(n) { return function (x) { return (x + n) | 0; }; }
function makeCounter(start) {
  let c = start;
  return { inc: () => { c = (c + 1) | 0; return c; }, get: () => c };
}
function apply(f, x) { return f(x); }

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  const add = makeAdder(i & 255);
  sum = add(sum);
  const ctr = makeCounter(i);
  ctr.inc(); ctr.inc();
  sum = (sum + ctr.get()) | 0;
  sum = apply(x => (x ^ i) | 0, sum);
  let k = i;
  const g = () => { k = (k * 3 + 1) & 0xfffff; return k; };
  sum = (sum + g() + g()) | 0;
}
log("checksum: " + (sum >>> 0));
