// split and join over a text of n words (about 6n characters).
// size: 69000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const words = [];
for (let i = 0; i < n; i++) words.push("w" + (i % 9973));
const text = words.join(" ");
let sum = 0;
for (let j = 0; j < 3; j++) {
  const parts = text.split(" ");
  const joined = parts.join(",");
  const lines = joined.split(",w1,");
  sum = (sum + parts.length + joined.length + lines.length) | 0;
}
log("checksum: " + sum);
