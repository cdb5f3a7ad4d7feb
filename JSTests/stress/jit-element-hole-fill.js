function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Stores into holes below the length (`new Array(n)` filled in a loop, the result of the
// self-hosted `map`) are done in the trace when nothing could see the difference: the
// array stays extensible and, for an assignment, no prototype has elements. Each case
// below makes one of those false in the middle of a traced loop.

// Filling a new array, ints then doubles then objects.
function fill(n, f) {
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = f(i);
    return a;
}
for (let round = 0; round < 20; round++) {
    const ints = fill(200, i => i * 3);
    shouldBe(ints.length, 200);
    shouldBe(ints[199], 597);
    const doubles = fill(200, i => i / 2);
    shouldBe(doubles[3], 1.5);
    const objects = fill(50, i => ({ i }));
    shouldBe(objects[49].i, 49);
}

// A setter appears on Array.prototype for an index mid-loop: assignments into that hole
// must call it (and not create the element).
{
    let seen = [];
    const a = new Array(400);
    for (let i = 0; i < 400; i++) {
        if (i === 300) {
            Object.defineProperty(Array.prototype, "350", {
                set(v) { seen.push(v); }, get() { return "from the prototype"; }, configurable: true,
            });
        }
        a[i] = i;
    }
    delete Array.prototype[350];
    shouldBe(seen.length, 1, "the setter ran once");
    shouldBe(seen[0], 350);
    shouldBe(a.hasOwnProperty(350), false, "no own element where the setter took it");
    shouldBe(a[351], 351);
}

// An element on the prototype chain (not a setter): the assignment creates an own element.
{
    const proto = [];
    const a = new Array(300);
    Object.setPrototypeOf(a, Array.prototype);
    for (let i = 0; i < 300; i++) {
        if (i === 200) Array.prototype[250] = "inherited";
        a[i] = i * 2;
    }
    delete Array.prototype[250];
    shouldBe(a[250], 500);
    shouldBe(a.hasOwnProperty(250), true);
}

// The array stops being extensible mid-loop: filling a hole fails (silently in sloppy
// code, with a TypeError in strict code), overwriting an element still works.
{
    const a = new Array(300);
    for (let i = 0; i < 300; i += 2) a[i] = 0;
    for (let i = 0; i < 300; i++) {
        if (i === 150) Object.preventExtensions(a);
        a[i] = i;
    }
    shouldBe(a[149], 149);
    shouldBe(a.hasOwnProperty(151), false, "a hole stays a hole once not extensible");
    shouldBe(a[152], 152, "an element is still written");
    let threw = 0;
    const b = new Array(300);
    (function () {
        "use strict";
        for (let i = 0; i < 300; i++) {
            if (i === 150) Object.preventExtensions(b);
            try { b[i] = i; } catch (e) { threw++; shouldBe(e instanceof TypeError, true); }
        }
    })();
    shouldBe(threw, 150, "strict stores into holes of a non-extensible array throw");
}

// A frozen array mid-loop.
{
    const a = new Array(300);
    for (let i = 0; i < 300; i++) {
        if (i === 100) Object.freeze(a);
        a[i] = i;
    }
    shouldBe(a[99], 99);
    shouldBe(a[100], undefined);
    shouldBe(Object.isFrozen(a), true);
}

// map's result is filled by definitions: a setter on the prototype is not called.
{
    let called = 0;
    const source = [];
    for (let i = 0; i < 20; i++) source.push(i);
    Object.defineProperty(Array.prototype, "7", { set(v) { called++; }, configurable: true });
    let last;
    for (let round = 0; round < 30; round++) last = source.map(x => x + round);
    delete Array.prototype[7];
    shouldBe(called, 0, "CreateDataProperty asks no setter");
    shouldBe(last[7], 36);
    shouldBe(last.hasOwnProperty(7), true);
}

// map over a source with holes keeps them; a species constructor making a non-extensible
// result makes the definition throw.
{
    for (let round = 0; round < 30; round++) {
        const holey = [1, , 3, , 5];
        const mapped = holey.map(x => x * 10);
        shouldBe(mapped.length, 5);
        shouldBe(1 in mapped, false);
        shouldBe(mapped[4], 50);
    }
    class Sealed extends Array {
        static get [Symbol.species]() {
            return function (n) { const r = new Array(n); Object.preventExtensions(r); return r; };
        }
    }
    const s = new Sealed(1, 2, 3);
    let error;
    try { s.map(x => x); } catch (e) { error = e; }
    shouldBe(error instanceof TypeError, true, "a definition on a non-extensible array throws");
}
