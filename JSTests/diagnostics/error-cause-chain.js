// Causes of causes are printed nested, a cycle once.
function level(n) {
    if (n === 0)
        throw new TypeError("bottom");
    try {
        level(n - 1);
    } catch (e) {
        throw new Error("level " + n, { cause: e });
    }
}
try {
    level(2);
} catch (top) {
    let bottom = top.cause.cause;
    bottom.cause = top;
    throw top;
}
