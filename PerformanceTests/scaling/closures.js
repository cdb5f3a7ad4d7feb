// Makes n closures over distinct variables, keeps them all, and calls each twice.
// size: 130000, quick: 5000
const log = typeof print === "function" ? print : console.log;
function make(i) {
  let count = i & 1023;
  return () => ++count;
}
const fns = [];
for (let i = 0; i < n; i++) fns.push(make(i));
let sum = 0;
for (let round = 0; round < 2; round++)
  for (let i = 0; i < n; i++) sum = (sum + fns[i]()) | 0;
log("checksum: " + sum);
