// Measures searches whose matches begin with a literal or one of a few characters, and
// patterns that are literals, over long 8-bit and 16-bit strings: most fail.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 3000;
let seed = 4242;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 16; }
const alphabet = "bcdefghijklmnopqrstuvw ";
let chunks = [];
for (let i = 0; i < 100000; i++) chunks.push(alphabet[rnd() % alphabet.length]);
const narrow = chunks.join("") + "needle 42";
const wide = narrow.replace(/ /g, "\u3000");
const patterns = [/a/, /needle \d+/, /xyz/g, /[xz]q/, /Needle/i];
let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  const re = patterns[it % patterns.length];
  re.lastIndex = 0;
  const m = re.exec(it & 1 ? wide : narrow);
  sum = (sum + (m === null ? -1 : m.index)) | 0;
}
log("checksum: " + (sum >>> 0));
