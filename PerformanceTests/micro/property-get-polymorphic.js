// Measures named property loads at one site that sees 6 different object shapes.
// Polymorphic inline caches matter for code handling heterogeneous records.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 800;

const N = 12000;
const objs = [];
for (let i = 0; i < N; i++) {
  switch (i % 6) {
    case 0: objs.push({ v: i, a: 1 }); break;
    case 1: objs.push({ a: 2, v: i }); break;
    case 2: objs.push({ b: 3, v: i, a: 3 }); break;
    case 3: objs.push({ c: 4, d: 4, a: 4, v: i }); break;
    case 4: objs.push({ v: i, e: 5, a: 5, f: 5 }); break;
    default: objs.push({ g: 6, h: 6, i: 6, v: i, a: 6 }); break;
  }
}

function readAll(arr) {
  let s = 0;
  for (let i = 0; i < arr.length; i++) {
    const o = arr[i];
    s = (s + o.v * o.a) | 0;
  }
  return s;
}

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) sum = (Math.imul(sum, 31) + readAll(objs) + it) | 0;
log("checksum: " + (sum >>> 0));
