// Makes objects of n distinct structures (each adds a key of its own, then two shared
// ones), keeps them, and reads a shared property of each.
// size: 13000, quick: 2000
const log = typeof print === "function" ? print : console.log;
const objects = [];
for (let i = 0; i < n; i++) {
  const o = {};
  o["p" + i] = i;
  o.x = i & 1023;
  o.y = 1;
  objects.push(o);
}
let sum = 0;
for (let round = 0; round < 2; round++)
  for (let i = 0; i < n; i++) sum = (sum + objects[i].x + objects[i]["p" + i] + objects[i].y) | 0;
log("checksum: " + sum);
