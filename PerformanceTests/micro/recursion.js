// Measures recursive calls: fib's two calls per level, a binary tree walked recursively,
// and Ackermann's calls nested in calls. No loop is there to trace: the JIT gains only
// through traces from a function's entry (up- and down-recursion).
const log = typeof print === "function" ? print : console.log;

function fib(n) {
  if (n < 2) return n;
  return fib(n - 1) + fib(n - 2);
}

function build(depth) {
  if (depth === 0) return { left: null, right: null, value: 1 };
  return { left: build(depth - 1), right: build(depth - 1), value: depth };
}

function sum(node) {
  if (node.left === null) return node.value;
  return node.value + sum(node.left) + sum(node.right);
}

function ack(m, n) {
  if (m === 0) return n + 1;
  if (n === 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

let checksum = fib(30);
const tree = build(16);
checksum = (checksum + sum(tree) + sum(tree) + sum(tree)) | 0;
checksum = (checksum + ack(2, 500) + ack(3, 5)) | 0;
log("checksum: " + (checksum >>> 0));
