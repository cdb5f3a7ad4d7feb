// Compiles (with new Function) one line of n statements, as a minifier writes them: an
// anonymous function assigned to a variable (named after it) and a conditional throw
// each, then runs it. Positions on the line are asked per statement.
// size: 20000, quick: 500
const log = typeof print === "function" ? print : console.log;
let source = "var f, s = 0;";
for (let i = 0; i < n; i++)
  source += "f=function(){return " + i + "};if(x===" + (i + 1) + ")throw f;s+=f();";
source += "return s;";
const run = new Function("x", source);
let thrown = 0;
try { run(n); } catch (e) { thrown = e(); }
log("checksum: " + run(-1) + " " + thrown);
