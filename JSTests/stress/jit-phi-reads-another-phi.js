// At the loop edge every phi takes its value from the iteration just run, all at once: after
// `x = y; y = g(y)`, x's phi must get the y the iteration started with, even when y's phi is
// moved first and that old y was spilled (here: enough live values, an inlined call, a
// property load). Found by jitfuzz (seed 7003602) and reduced by hand: the eager JIT gave
// x the new y (65536 instead of 152587).
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function f(n, p) {
    const zero = (a) => 0;
    const o = { x: 0 };
    const out = [0];
    let h = 0, y = 65536, x = 0;
    for (let i = 0; i < n; i++) {
        for (let j = 0; j < 3; j++) {
            if (i === 10) {
                out[0] = x;
            } else {
                h = (h * 31 + i) | 0;
                x = x + zero(i) + o.x;
            }
            if (n < 0)
                return 0;
            if (x >= p) {
                if (j === 2) {
                    // y alternates between 65536 and 152587 (10^10 / 65536, truncated).
                    x = y;
                    y = (1e10 / y) | 0;
                }
            }
        }
    }
    return out[0];
}

// Ten outer iterations swap y ten times: x, read at i = 10, is y after nine steps.
for (let call = 0; call < 3; call++)
    shouldBe(f(20, -7), 152587, "x at i = 10, call " + call);
