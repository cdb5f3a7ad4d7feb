// An array literal of doubles whose element the recorder sees as an int32 operation that is
// about to overflow (-x of -2**31): the value is a double now, but the trace's operation is
// an int32 one that exits there. The recorder used to take that element as the literal's
// double and convert it as one, which failed to assemble; the trace must simply agree with
// the interpreter.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function literals(n, x) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const pair = [-x, 0.5];
        sum += pair[0] + pair[1];
    }
    return sum;
}

shouldBe(literals(200, -2147483648), 200 * 2147483648.5, "-(-2**31) in a literal of doubles");
shouldBe(literals(200, 3), 200 * -2.5, "after it, an int32 negation");
shouldBe(literals(200, -2147483648), 200 * 2147483648.5, "and the overflow again");
