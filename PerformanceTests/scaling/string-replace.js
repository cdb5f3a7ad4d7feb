// replace and replaceAll over a text of about 6n characters: a global regular
// expression, a function replacer, and a plain string.
// size: 110000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const words = [];
for (let i = 0; i < n; i++) words.push("w" + (i % 9973));
const text = words.join(" ");
const a = text.replace(/w(\d)/g, "W$1");
const b = text.replace(/ /g, (m) => "_");
const c = text.replaceAll("w1", "<>");
const d = text.replace("w9972", "end");
log("checksum: " + (a.length + b.length + c.length + d.length) + " " + a.charCodeAt(a.length >> 1));
