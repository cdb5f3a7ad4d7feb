// A syntax error in eval'd code shows that code's line, then where the eval was.
const source = "let q = 1;\n" + "q +* 2;";
function run(code) {
    return eval(code);
}
run(source);
