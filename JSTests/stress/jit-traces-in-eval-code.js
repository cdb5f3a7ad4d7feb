// Loops in code run by indirect eval are traced, and the code becomes garbage once the
// eval returns. The traces keep it alive: a collection that retires structure ids (a
// dictionary changed) walks every trace and reads its code's loop counters.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const geval = eval;
let sum = 0;
for (let r = 0; r < 40; r++) {
    sum = (sum + geval("var t = 0; for (var i = 0; i < 300; i++) t = (t + i * " + r + ") | 0; t")) | 0;
    const dictionary = { a: 1, b: 2 };
    delete dictionary.a;
    dictionary["k" + r] = r;
    if (r % 4 === 0) $vm.gc();
}
shouldBe(sum, ((299 * 300) / 2) * ((39 * 40) / 2));
