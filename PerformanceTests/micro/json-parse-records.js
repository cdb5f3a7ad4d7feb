// Measures JSON.parse of an array of 10,000 small records (objects, strings, numbers,
// booleans, nested arrays): the typical shape of API payloads.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 45;

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
const text = JSON.stringify(records);

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  const parsed = JSON.parse(text);
  let s = parsed.length;
  for (let i = it; i < parsed.length; i += 97) {
    const r = parsed[i];
    s = (s + r.id + r.name.length + Math.round(r.score * 100) + r.tags.length + (r.active ? 1 : 0)) | 0;
  }
  sum = (sum + s) | 0;
}
log("checksum: " + (((sum | 0) ^ text.length) >>> 0));
