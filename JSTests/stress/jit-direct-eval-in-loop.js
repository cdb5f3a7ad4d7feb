function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A direct eval in a loop body is run by the interpreter for the trace (a call out that
// compiles and runs the code re-entrantly). The code sees and changes the loop's
// variables, declares vars, throws, and replaces what the loop calls.
const jit = $vm.jitThreshold() > 0;
let tracesBefore = $vm.jitStats().tracesCompiled;
function traced(name) {
    const traces = $vm.jitStats().tracesCompiled;
    if (jit) shouldBe(traces > tracesBefore, true, name + ": a trace compiled");
    tracesBefore = traces;
}

// Reads and writes of the function's variables, and vars declared into its scope.
function readsAndDeclares(n) {
    var s = 0;
    for (var i = 0; i < n; i++) {
        s = s + eval("i * 2");
        eval("var declared" + (i % 3) + " = i");
    }
    return s + declared0 + declared1 + declared2;
}
shouldBe(readsAndDeclares(300), 299 * 300 + 297 + 298 + 299, "reads and declarations");
traced("reads and declarations");

// The eval'd code assigns to the loop's own counter.
function skips(n) {
    var visited = 0;
    for (var i = 0; i < n; i++) {
        visited++;
        if (i % 10 === 0) eval("i += 4");
    }
    return visited;
}
shouldBe(skips(400), 240, "the counter advanced by eval");

// A syntax error on some iterations, caught in the loop.
function sometimesBroken(n) {
    var errors = 0, sum = 0;
    for (var i = 0; i < n; i++) {
        try {
            sum += eval(i % 50 === 49 ? "1 +" : "1");
        } catch (e) {
            shouldBe(e instanceof SyntaxError, true, "the error");
            errors++;
        }
    }
    return errors * 1000 + sum;
}
shouldBe(sometimesBroken(400), 8 * 1000 + 392, "syntax errors caught");

// The eval replaces the function the loop calls after it.
function replaces(n) {
    var step = function () { return 1; };
    var total = 0;
    for (var i = 0; i < n; i++) {
        if (i === 200) eval("step = function () { return 5; }");
        total += step();
    }
    return total;
}
shouldBe(replaces(400), 200 + 200 * 5, "a function replaced by eval");

// `eval` rebound to another function mid-loop: the same call site makes ordinary calls.
function rebinds(n) {
    var total = 0;
    var eval = globalThis.eval;
    for (var i = 0; i < n; i++) {
        if (i === 100) eval = function (x) { return x.length; };
        total += eval("2");
    }
    return total;
}
shouldBe(rebinds(300), 100 * 2 + 200 * 1, "eval rebound to another function");

// Strict code: the eval'd vars stay in the eval's own scope.
function strictEval(n) {
    "use strict";
    var s = 0;
    for (var i = 0; i < n; i++) s += eval("var local = i; local + 1");
    return s + (typeof local);
}
shouldBe(strictEval(300), 300 * 301 / 2 + "undefined", "strict eval");
