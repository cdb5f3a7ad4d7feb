// Compiles (with eval) a statement with n labels and a function with n labelled blocks
// that break out of themselves, 100 times with different sources (so no engine can
// reuse a cached compilation). n stays small: node's parser runs out of stack past
// about 5,000 nested labels, and Kestrel refuses more than 1,000 on one statement.
// size: 60, quick: 50
const log = typeof print === "function" ? print : console.log;
let sum = 0;
for (let r = 0; r < 100; r++) {
  let labels = "";
  for (let i = 0; i < n; i++) labels += "l" + i + ":";
  sum += eval(labels + r + ";");
  let blocks = "let c = " + r + ";";
  for (let i = 0; i < n; i++) blocks += "m" + i + ":{c++;break m" + i + ";}";
  sum += new Function(blocks + "return c;")();
}
log("checksum: " + sum);
