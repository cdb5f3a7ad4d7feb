// `index in object` answers from the object's own indexed storage when an element is
// there, and asks the general [[HasProperty]] otherwise: holes, deleted elements,
// prototypes, exotic objects and proxies must all still be right, in loops long enough
// for the JIT.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const N = 300;
for (let round = 0; round < N; round++) {
    const holes = [1, , 3];
    shouldBe(0 in holes, true);
    shouldBe(1 in holes, false, "a hole");
    shouldBe(2 in holes, true);
    shouldBe(3 in holes, false, "past the end");
    shouldBe(-1 in holes, false, "a negative index");

    const deleted = [1, 2, 3];
    delete deleted[1];
    shouldBe(1 in deleted, false, "a deleted element");

    const doubles = [1.5, 2.5];
    shouldBe(1 in doubles, true);
    const sparse = [];
    sparse[100000] = 1;
    shouldBe(100000 in sparse, true, "a sparse element");
    shouldBe(99999 in sparse, false);

    // Elements of the prototype count, and so do accessors.
    const proto = [, "from the prototype"];
    const child = Object.create(proto);
    shouldBe(1 in child, true, "an element of the prototype");
    shouldBe(0 in child, false);
    const withGetter = [];
    Object.defineProperty(withGetter, 0, { get() { throw new Error("not called"); }, configurable: true });
    shouldBe(0 in withGetter, true, "an accessor element");

    // Exotic objects.
    const typed = new Int8Array(2);
    shouldBe(1 in typed, true);
    shouldBe(2 in typed, false);
    const string = new String("ab");
    shouldBe(1 in string, true);
    shouldBe(2 in string, false);
    (function (a, b) {
        shouldBe(0 in arguments, true);
        shouldBe(2 in arguments, false);
        delete arguments[0];
        shouldBe(0 in arguments, false, "a deleted argument");
    })(1, 2);

    // A proxy's trap runs, whatever its target holds.
    let asked = 0;
    const proxy = new Proxy([1, 2], { has(target, key) { asked++; return key === "5"; } });
    shouldBe(0 in proxy, false, "the trap answers");
    shouldBe(5 in proxy, true);
    shouldBe(asked, 2);

    // Frozen and non-extensible arrays keep their elements.
    shouldBe(0 in Object.freeze([7]), true);

    // Primitives throw.
    let threw = false;
    try { 0 in 5; } catch (e) { threw = e instanceof TypeError; }
    shouldBe(threw, true);
}

// The self-hosted array methods skip holes.
let visited = 0;
[1, , 3, , 5].forEach(() => visited++);
shouldBe(visited, 3);
shouldBe([1, , 3].map(x => x * 2).hasOwnProperty(1), false);
