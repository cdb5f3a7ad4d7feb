// JSON.stringify of n records (about 70n bytes of output: 10 MB at the largest size).
// size: 24000, quick: 500
const log = typeof print === "function" ? print : console.log;
const data = [];
for (let i = 0; i < n; i++)
  data.push({ id: i, name: "item " + i, price: (i % 100) / 4, tags: ["a", "b"], ok: i % 2 === 0 });
let sum = 0;
for (let j = 0; j < 3; j++) {
  const text = JSON.stringify(data);
  sum = (sum + text.length + text.charCodeAt(text.length >> 1)) | 0;
}
log("checksum: " + sum);
