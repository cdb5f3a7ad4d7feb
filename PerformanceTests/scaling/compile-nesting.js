// Compiles (with eval) deeply nested code, 100 times with different sources: n nested
// blocks, n nested arrays, n nested parentheses and a member chain of n links. n stays
// small: node's parser runs out of stack past about 5,000 levels, and Kestrel's refuses
// 1,345 nested parentheses and member chains of more than 1,000 links.
// size: 60, quick: 50
const log = typeof print === "function" ? print : console.log;
const o = {};
o.b = o;
let sum = 0;
for (let r = 0; r < 100; r++) {
  sum += eval("var d = " + r + ";" + "{d++;".repeat(n) + "}".repeat(n) + "d;");
  let a = eval("[".repeat(n) + r + "]".repeat(n));
  while (Array.isArray(a)) { a = a[0]; sum++; }
  sum += eval("(".repeat(n) + r + ")".repeat(n));
  sum += eval("o" + ".b".repeat(n) + "===o") ? 1 : 0;
}
log("checksum: " + sum);
