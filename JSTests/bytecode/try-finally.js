// A return inside try runs the finally block first, then returns through a dispatch.
function f(a) {
    try {
        if (a) return 1;
    } finally {
        a = 0;
    }
    return 2;
}
f(true);
