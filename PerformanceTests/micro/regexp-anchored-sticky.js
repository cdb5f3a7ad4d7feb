// Measures regular expressions that can only match at one position: anchored with `^`
// (without `m`) and sticky (`y`), failing and succeeding, on a long 8-bit string.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 60000;
const long = "b".repeat(100000) + "ab";
const anchored = [/^a/, /^(?:x|y)+/, /^b{3}c/];
const sticky = [/a/y, /b+a/y, /(?<=b)a/y];
let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  const a = anchored[i % 3];
  sum = (sum + (a.test(long) ? 1 : 0)) | 0;
  const s = sticky[i % 3];
  s.lastIndex = (i * 7) % 100003;
  const m = s.exec(long);
  sum = (sum + (m === null ? 0 : m.index + m[0].length)) | 0;
}
log("checksum: " + (sum >>> 0));
