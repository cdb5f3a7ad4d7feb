// Measures Map and Set insert, lookup (get/has) and delete with integer and string keys:
// the hashing and table-growth paths of keyed collections.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 24;

const N = 20000;
const strKeys = [];
for (let i = 0; i < N; i++) strKeys.push("k" + ((i * 2654435761) >>> 0).toString(36));

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  const m = new Map();
  for (let i = 0; i < N; i++) m.set(i * 3, i + it);
  for (let i = 0; i < N * 3; i += 2) { const v = m.get(i); if (v !== undefined) sum = (sum + v) | 0; }
  for (let i = 0; i < N; i += 3) m.delete(i * 3);
  sum = (sum + m.size) | 0;

  const sm = new Map();
  for (let i = 0; i < N; i++) sm.set(strKeys[i], i);
  for (let i = 0; i < N; i++) sum = (sum + sm.get(strKeys[(i * 7) % N])) | 0;
  for (let i = 0; i < N; i += 2) sm.delete(strKeys[i]);
  sum = (sum + sm.size + (sm.has(strKeys[1]) ? 1 : 0) + (sm.has(strKeys[0]) ? 2 : 0)) | 0;

  const s = new Set();
  for (let i = 0; i < N; i++) s.add(i & 4095);
  for (let i = 0; i < N; i++) s.add(strKeys[i & 8191]);
  let hits = 0;
  for (let i = 0; i < N; i++) if (s.has(i)) hits++;
  for (let i = 0; i < N; i++) if (s.has(strKeys[i])) hits++;
  for (let i = 0; i < 2048; i++) s.delete(i);
  sum = (sum + hits + s.size) | 0;
}
log("checksum: " + (sum >>> 0));
