// Times JSON.parse and JSON.stringify alone on the records of micro/json-*-records.js (the
// same 10,000 records, built the same way), so that building the input is not counted.
// Each round times OPS_PER_ROUND calls; prints the median round divided by OPS_PER_ROUND,
// per operation, in ms:
//   target/release/vm --no-jit PerformanceTests/json/ops.js ; node PerformanceTests/json/ops.js
const log = typeof print === "function" ? print : console.log;
const ROUNDS = 11;
const OPS_PER_ROUND = 10;

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

function median(times) {
  const sorted = times.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

let text = "";
let check = 0;
const stringifyTimes = [];
const parseTimes = [];
for (let round = 0; round < ROUNDS; round++) {
  let start = Date.now();
  for (let i = 0; i < OPS_PER_ROUND; i++) text = JSON.stringify(records);
  stringifyTimes.push(Date.now() - start);
  let parsed;
  start = Date.now();
  for (let i = 0; i < OPS_PER_ROUND; i++) parsed = JSON.parse(text);
  parseTimes.push(Date.now() - start);
  check = (check + parsed.length + parsed[round].id) | 0;
}
const perOperation = times => (median(times) / OPS_PER_ROUND).toFixed(1);
log("stringify-ms: " + perOperation(stringifyTimes) + " parse-ms: " + perOperation(parseTimes) +
    " bytes: " + text.length + " check: " + check);
