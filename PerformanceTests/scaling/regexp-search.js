// Searches a string of n characters that fail at once: an anchored /^a/, a sticky
// /a/y at 0, and a literal /zq/ that is absent, 200 times each.
// size: 2100000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const s = "b".repeat(n) + "zz";
const anchored = /^a/;
const sticky = /a/y;
const literal = /zq/;
let sum = 0;
for (let j = 0; j < 200; j++) {
  if (anchored.exec(s) === null) sum++;
  sticky.lastIndex = 0;
  if (sticky.exec(s) === null) sum++;
  if (literal.exec(s) === null) sum++;
  sum = (sum + s.indexOf("zz")) | 0;
}
log("checksum: " + sum);
