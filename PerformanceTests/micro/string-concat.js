// Measures string concatenation: appending in loops (+=), template literals and
// joining, then reading the result so lazily built strings must be flattened.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 210;

function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 7) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  let s = "";
  for (let i = 0; i < 5000; i++) s += "item" + i + ",";
  let t = "";
  for (let i = 0; i < 2000; i++) t = `${t}<${i & 63}:${it}>`;
  const parts = [];
  for (let i = 0; i < 2000; i++) parts.push("p" + (i * it));
  const j = parts.join("|");
  sum = (sum + hashStr(s) + s.length + hashStr(t) + t.length + hashStr(j)) | 0;
}
log("checksum: " + (sum >>> 0));
