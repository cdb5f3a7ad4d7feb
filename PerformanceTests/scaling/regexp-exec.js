// A global RegExp exec loop over a text of about 6n characters, collecting matches.
// size: 220000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const words = [];
for (let i = 0; i < n; i++) words.push("w" + (i % 9973));
const text = words.join(" ");
const re = /w(\d+)7\b/g;
let sum = 0;
let m;
while ((m = re.exec(text)) !== null) sum = (sum + m[1].length + m.index) | 0;
log("checksum: " + sum);
