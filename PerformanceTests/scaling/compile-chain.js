// Compiles (with new Function) expression chains of n terms, a sum and a string
// concatenation, then runs them.
// size: 30000, quick: 500
const log = typeof print === "function" ? print : console.log;
const sum = new Function("x", "return " + "x+".repeat(n) + "1;");
const concat = new Function("return " + '"a"+'.repeat(n) + '"";');
log("checksum: " + sum(2) + " " + concat().length);
