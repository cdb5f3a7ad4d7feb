// Measures JSON.stringify of an array of 10,000 small records (objects, strings, numbers,
// booleans, nested arrays): serializing API responses and caches.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 50;

let seed = 42;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 8; }
const TAGS = ["red", "green", "blue", "fast", "slow", "new", "old", "big"];
const records = [];
for (let i = 0; i < 10000; i++) {
  const tags = [];
  const nt = rnd() % 4;
  for (let t = 0; t < nt; t++) tags.push(TAGS[rnd() % TAGS.length]);
  records.push({ id: i, name: "user" + (rnd() % 100000), score: (rnd() % 100000) / 100,
                 tags: tags, active: (rnd() & 1) === 1 });
}

function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i += 31) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  records[it].score = it + 0.5;
  const text = JSON.stringify(records);
  sum = (sum + text.length + hashStr(text)) | 0;
}
log("checksum: " + (sum >>> 0));
