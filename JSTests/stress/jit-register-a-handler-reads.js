//@ runDefault
//@ runNoJIT
//@ runEagerJIT
// A register that a property load inside `try` writes keeps its value for the handler
// when the load throws (here the load is the first instruction of the `try`): the trace
// must store it at every iteration's end and write it back at its exits, though the path
// it took writes it again before reading it.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function run(n) {
    let x = -1;
    let sum = 0;
    let o = { v: 0 };
    const throwing = { get v() { throw new Error("no"); } };
    for (let i = 0; i < n; i++) {
        o.v = i;
        if (i === n - 5) o = throwing;
        try {
            x = o.v;
        } catch (e) {
            sum += x * 1000;
        }
        sum += x;
    }
    return sum;
}

let expected = 0;
for (let i = 0, x = -1; i < 3000; i++) {
    if (i < 3000 - 5) x = i;
    else expected += x * 1000;
    expected += x;
}
shouldBe(run(3000), expected);
