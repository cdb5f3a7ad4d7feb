// An uncaught throw of a number reports where the throw statement is.
function check(n) {
    if (n > 2)
        throw 42;
    return n;
}
check(1);
check(3);
