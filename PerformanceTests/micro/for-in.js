// Measures for-in over ordinary objects whose keys depend on their structure alone (plain
// objects and class instances, down to Object.prototype): the keys come from the
// structure's enumeration cache, and each step needs no check that the key is still a
// property while the object keeps its structure.
const log = typeof print === "function" ? print : console.log;
const ROUNDS = 300;

class Point { constructor(i) { this.x = i; this.y = i + 1; this.z = 2; } length() { return 0; } }
const objects = [];
for (let i = 0; i < 1000; i++) objects.push(i % 2 ? { a: i, b: i + 1, c: 2, d: 3, e: 4 } : new Point(i));

function sumValues(o) { let s = 0; for (const k in o) s += o[k]; return s; }
function countKeys(o) { let n = 0; for (const k in o) n += k.length; return n; }

let sum = 0;
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    sum = (sum + sumValues(o) + countKeys(o)) | 0;
  }
}
log("checksum: " + (sum >>> 0));
