//@ gcStressEvery(1000)
//@ slow!
// The spread case recurses 100,000 frames deep and a collection marks every one: collecting
// at every 1,000th allocation still collects about 500 times on the way down.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Deep recursion through Function.prototype.call, apply and bound functions.
function viaCall() { return viaCall.call(this); }
shouldThrow(viaCall, RangeError);

function viaApply() { return viaApply.apply(null, arguments); }
shouldThrow(() => viaApply(1, 2), RangeError);

var bound;
function viaBound() { return bound(); }
bound = viaBound.bind(null);
shouldThrow(bound, RangeError);

// Through array callbacks.
function viaMap() { return [1].map(viaMap); }
shouldThrow(viaMap, RangeError);

// Through spread calls.
function viaSpread(...args) { return viaSpread(...args); }
shouldThrow(() => viaSpread(1, 2, 3), RangeError);

// Through direct eval.
function viaEval() { return eval("viaEval()"); }
shouldThrow(viaEval, RangeError);

// Through generators: each level creates and starts a new generator.
function* genRec() { yield* genRec(); }
shouldThrow(() => genRec().next(), RangeError);

// Recovery.
shouldBe([1, 2, 3].map(x => x * 2).join(), "2,4,6");
