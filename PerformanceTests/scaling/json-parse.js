// JSON.parse of a document of n records (about 70n bytes: 10 MB at the largest size).
// size: 10000, quick: 500
const log = typeof print === "function" ? print : console.log;
const parts = [];
for (let i = 0; i < n; i++)
  parts.push('{"id":' + i + ',"name":"item ' + i + '","price":' + (i % 100) / 4 +
    ',"tags":["a","b"],"ok":' + (i % 2 === 0) + "}");
const text = "[" + parts.join(",") + "]";
let sum = 0;
for (let j = 0; j < 3; j++) {
  const data = JSON.parse(text);
  sum = (sum + data.length + data[n - 1].id + data[j].name.length + data[n >> 1].price * 4) | 0;
}
log("checksum: " + sum + " " + text.length);
