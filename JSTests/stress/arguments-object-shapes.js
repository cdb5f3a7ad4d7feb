// Arguments objects share their shape per realm and kind; each must still have its own
// length, callee, @@iterator and elements, and mapped ones track their parameters.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function sloppy(a, b) { return arguments; }
function strict(a, b) { "use strict"; return arguments; }

for (let i = 0; i < 50; i++) {
    const args = i % 2 ? sloppy(i, "x", i * 2) : strict(i);
    shouldBe(args.length, i % 2 ? 3 : 1, "length " + i);
    shouldBe(args[0], i, "first element " + i);
    shouldBe(args[Symbol.iterator], Array.prototype.values, "@@iterator " + i);
    shouldBe(Object.keys(args).join(), i % 2 ? "0,1,2" : "0", "keys " + i);
    shouldBe(Object.getOwnPropertyNames(args).slice(-2).join(), "length,callee", "names " + i);
    if (i % 2) {
        shouldBe(args.callee, sloppy, "callee " + i);
    } else {
        let threw = false;
        try { args.callee; } catch (e) { threw = e instanceof TypeError; }
        shouldBe(threw, true, "strict callee throws " + i);
    }
}

// The accessor pair of strict callee is the same %ThrowTypeError% every time.
const first = Object.getOwnPropertyDescriptor(strict(), "callee");
const second = Object.getOwnPropertyDescriptor(strict(1, 2), "callee");
shouldBe(first.get, second.get, "one %ThrowTypeError%");
shouldBe(first.get, first.set, "getter and setter");

// Mapped parameters, unmapping by delete and by defineProperty.
function mapped(a, b) {
    arguments[0] = "changed";
    b = "param";
    const before = [a, arguments[1]].join();
    delete arguments[0];
    arguments[0] = "fresh";
    Object.defineProperty(arguments, 1, { value: "fixed", writable: false });
    b = "later";
    return before + "|" + [a, arguments[0], arguments[1], b].join();
}
shouldBe(mapped(1, 2), "changed,param|changed,fresh,fixed,later", "mapping");
shouldBe(mapped(1), "changed,|changed,fresh,fixed,later", "an argument not passed is not mapped");

// Changing one arguments object leaves the next one alone.
const changed = sloppy(1, 2);
changed.length = 10;
delete changed.callee;
changed.extra = true;
const fresh = sloppy(3);
shouldBe(fresh.length, 1, "a fresh length");
shouldBe(fresh.callee, sloppy, "a fresh callee");
shouldBe("extra" in fresh, false, "no extra property");

// Many arguments, and none.
const many = sloppy.apply(null, Array.from({ length: 300 }, (_, i) => i));
shouldBe(many.length, 300, "300 arguments");
shouldBe(many[299], 299, "the last one");
shouldBe(sloppy().length, 0, "no arguments");
