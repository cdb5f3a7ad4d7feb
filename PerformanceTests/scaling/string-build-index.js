// Builds a string of 2n characters with +=, then reads every character of it.
// size: 450000, quick: 5000
const log = typeof print === "function" ? print : console.log;
let s = "";
for (let i = 0; i < n; i++) s += String.fromCharCode(97 + (i % 26)) + "-";
let sum = 0;
for (let i = 0; i < s.length; i++) sum = (sum + s.charCodeAt(i)) | 0;
log("checksum: " + sum + " " + s.length);
