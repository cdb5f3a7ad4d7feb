// Measures for-of over the builtin iterators other than an array's values: Map entries,
// keys and values, a Set, a string (code points, some of them surrogate pairs), an
// array's entries, and the spread of a Set, each iterated in place when `next` is the
// original (no { value, done } objects).
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 300;

const N = 1000;
const map = new Map();
const set = new Set();
for (let i = 0; i < N; i++) {
  map.set(i, (i * 7) & 255);
  set.add((i * 13) & 1023);
}
let text = "";
for (let i = 0; i < N; i++) text += i % 50 === 0 ? "\u{1F600}" : String.fromCharCode(97 + (i % 26));
const array = [];
for (let i = 0; i < N; i++) array.push(i & 127);

function mapEntries(m) { let s = 0; for (const [k, v] of m) s = (s + k + v) | 0; return s; }
function mapKeys(m) { let s = 0; for (const k of m.keys()) s = (s + k) | 0; return s; }
function mapValues(m) { let s = 0; for (const v of m.values()) s = (s + v) | 0; return s; }
function setValues(t) { let s = 0; for (const v of t) s = (s + v) | 0; return s; }
function stringChars(str) { let s = 0; for (const c of str) s = (s + c.length + c.charCodeAt(0)) | 0; return s; }
function arrayEntries(a) { let s = 0; for (const [i, v] of a.entries()) s = (s + i + v) | 0; return s; }
function arrayKeys(a) { let s = 0; for (const i of a.keys()) s = (s + i) | 0; return s; }
function spreadSet(t) { let s = 0; for (const v of [...t]) s = (s + v) | 0; return s; }

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  sum = (sum + mapEntries(map)) | 0;
  sum = (sum + mapKeys(map)) | 0;
  sum = (sum + mapValues(map)) | 0;
  sum = (sum + setValues(set)) | 0;
  sum = (sum + stringChars(text)) | 0;
  sum = (sum + arrayEntries(array)) | 0;
  sum = (sum + arrayKeys(array)) | 0;
  sum = (sum + spreadSet(set)) | 0;
}
log("checksum: " + (sum >>> 0));
