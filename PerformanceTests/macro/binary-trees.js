// binary-trees.js - allocate, walk and discard many binary trees.
// A long-lived tree is built first and kept alive for the whole run while many
// short-lived trees of increasing depth are built, checked and dropped; a few
// medium-lived trees are retained in a ring buffer to create cross-generation
// pointers. Stresses: allocation rate, young/old generation GC, write
// barriers, and recursive calls over monomorphic objects.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 14; // maximum tree depth

class TreeNode {
  constructor(left, right, item) {
    this.left = left;
    this.right = right;
    this.item = item;
  }
  check() {
    if (this.left === null) return this.item;
    return this.item + this.left.check() - this.right.check();
  }
  count() {
    return this.left === null ? 1 : 1 + this.left.count() + this.right.count();
  }
}

function bottomUp(item, depth) {
  if (depth === 0) return new TreeNode(null, null, item);
  return new TreeNode(bottomUp(2 * item - 1, depth - 1), bottomUp(2 * item, depth - 1), item);
}

const maxDepth = Math.max(6, ITERATIONS);
const minDepth = 4;
let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum, 31) + (x | 0)) >>> 0; }

// a stretch tree, discarded at once
mix(bottomUp(0, maxDepth + 1).check());

const longLived = bottomUp(0, maxDepth);
const ring = new Array(16).fill(null);
let ringPos = 0;

for (let depth = minDepth; depth <= maxDepth; depth += 2) {
  const iterations = 1 << (maxDepth - depth + minDepth);
  let check = 0;
  for (let i = 1; i <= iterations; i++) {
    check += bottomUp(i, depth).check();
    const t = bottomUp(-i, depth);
    check += t.check();
    if ((i & 63) === 0) {
      ring[ringPos] = t;
      ringPos = (ringPos + 1) & 15;
    }
  }
  mix(iterations * 2);
  mix(depth);
  mix(check);
  // mutate the long-lived tree so it points at younger objects
  let n = longLived;
  for (let d = 0; d < depth && n.left.left !== null; d++) n = (d & 1) ? n.right : n.left;
  n.item += depth;
  n.left = bottomUp(depth, 2);
}

for (let i = 0; i < ring.length; i++) if (ring[i] !== null) mix(ring[i].count() + ring[i].check());
mix(longLived.check());
mix(longLived.count());
log("checksum: " + checksum);
