// Measures substring search (indexOf, lastIndexOf, includes) on 8-bit (Latin-1) strings,
// with both single-character and longer needles.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 2500;

let seed = 12345;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 16; }
const alphabet = "abcdefghij";
let chunks = [];
for (let i = 0; i < 20000; i++) chunks.push(alphabet[rnd() % 10]);
const hay = chunks.join("") + "needle-xyz" + chunks.slice(0, 500).join("");
const needles = ["needle-xyz", "abcab", "jjj", "e", "hij", "zz", "dcba"];

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (let n = 0; n < needles.length; n++) {
    const nd = needles[n];
    let pos = hay.indexOf(nd, (it * 13) % 20000);
    let count = 0;
    while (pos !== -1 && count < 40) { count++; pos = hay.indexOf(nd, pos + 1); }
    sum = (sum + count + hay.lastIndexOf(nd) + (hay.includes(nd) ? 1 : 0)) | 0;
  }
  sum = (sum + hay.indexOf("needle-xyz") + hay.indexOf("a", (it * 7) % 20000)) | 0;
}
log("checksum: " + (sum >>> 0));
