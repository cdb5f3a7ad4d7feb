// Measures the front end: indirect eval of many small distinct expressions, new Function
// of mid-sized bodies, and eval of one larger program text (functions, loops, objects),
// each source different so no engine can reuse a compilation.
const log = typeof print === "function" ? print : console.log;
const geval = eval;

let checksum = 0;
for (let i = 0; i < 60000; i++)
  checksum = (checksum + geval("(" + i + " * 3 + 1) % 1000")) | 0;

for (let i = 0; i < 3000; i++) {
  const body =
    "var s = " + i + ";\n" +
    "for (var k = 0; k < n; k++) { s = (s + k * " + (i % 7) + ") | 0; }\n" +
    "var o = { a: s, b: [s, s + 1, s + 2], c: function (x) { return x + s; } };\n" +
    "return o.c(o.b[2]) + o.a;";
  checksum = (checksum + new Function("n", body)(10)) | 0;
}

const parts = [];
for (let i = 0; i < 2000; i++)
  parts.push("function f" + i + "(a, b) { if (a > b) { return a - b; } for (let j = 0; j < 3; j++) a += j * " + i + "; return a + b; }");
parts.push("var total = 0; for (var i = 0; i < 2000; i++) total = (total + f" + 1999 + "(i, 7)) | 0; total;");
for (let r = 0; r < 20; r++)
  checksum = (checksum + geval("var r" + r + " = " + r + ";\n" + parts.join("\n"))) | 0;

log("checksum: " + checksum);
