// A catch that throws the value again throws it from there, as in V8.
try {
    throw 1;
} catch (e) {
    print("caught", e);
    throw e;
}
