// A left chain of 600,000 links inside parentheses must end with its value or an
// exception. boa_parser 0.22 copies the expression parentheses hold, recursively, while no
// source is read, so the parse guard cannot stop it, and the copy overflows even the
// 512 MiB script stack (see vm/DESIGN.md, "A parse within bounds"): a known failure until
// the parser is replaced.
var n = 600000;
var result;
try {
    result = eval("(" + "1+".repeat(n) + "1)");
} catch (e) {
    if (!(e instanceof SyntaxError || e instanceof RangeError))
        throw e;
    result = n + 1;
}
if (result !== n + 1)
    throw new Error("expected " + (n + 1) + " but got " + result);
