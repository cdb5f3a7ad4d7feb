// A traced for-in over keys from the enumeration cache steps by a quiet call out
// (`vm::tier::for_in_step`) that exits when the object's structure changed or the keys
// are done. The loops here are hot enough to be traced, and then what the trace stands
// on changes: the object changes structure in the middle of an enumeration, a prototype
// gains an enumerable property, the site meets objects of other structures, dictionaries,
// proxies and arrays. Results must be the interpreter's in every mode.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;
const inTrace = $vm.inTrace;

// Sums the values of `o`'s enumerable keys, counts them, and says whether the last step
// ran in a trace. A fresh copy per use gives each test a trace of its own.
const sumSource = `(function sum(o, each) {
    let total = 0, count = 0, traced = false;
    for (const k in o) {
        total += o[k];
        count++;
        traced = inTrace();
        if (each) each(o, k);
    }
    return [total, count, traced];
})`;
const fresh = () => (0, eval)(sumSource);

function wide(n, prefix) {
    const o = {};
    for (let i = 0; i < n; i++) o[prefix + i] = i;
    return o;
}
const N = 40; // under the transition limit, so objects keep a shared structure

// A long enumeration is traced.
{
    const sum = fresh();
    const o = wide(N, "p");
    for (let round = 0; round < 20; round++) {
        const [total, count, traced] = sum(o);
        shouldBe(total, N * (N - 1) / 2, "total " + round);
        shouldBe(count, N, "count " + round);
        if (jit && round > 5) shouldBe(traced, true, "traced " + round);
    }
}

// Many small objects of one structure, through one site.
{
    const sum = fresh();
    let total = 0;
    for (let i = 0; i < 3000; i++) total += sum({ a: i, b: 1, c: 2 })[0];
    shouldBe(total, 3000 * 2999 / 2 + 3000 * 3);
}

// The object changes structure during a traced enumeration: a key deleted ahead is
// skipped, one added is not visited, one deleted and added back is visited.
{
    const sum = fresh();
    for (let round = 0; round < 10; round++) {
        const o = wide(N, "q");
        const seen = [];
        const [total, count] = sum(o, (obj, k) => {
            seen.push(k);
            if (k === "q10") { delete obj.q20; obj.added = 1000; delete obj.q30; obj.q30 = 30; }
        });
        shouldBe(count, N - 1, "count " + round);
        shouldBe(seen.indexOf("q20"), -1, "deleted key skipped " + round);
        shouldBe(seen.indexOf("added"), -1, "added key not visited " + round);
        shouldBe(seen.indexOf("q30") > 0, true, "re-added key visited " + round);
        shouldBe(total, N * (N - 1) / 2 - 20, "total " + round);
    }
}

// A prototype gains an enumerable property between enumerations of objects of one
// structure, after the loop was traced.
{
    const sum = fresh();
    function Thing() { for (let i = 0; i < N; i++) this["t" + i] = i; }
    const things = [];
    for (let i = 0; i < 6; i++) things.push(new Thing());
    for (let i = 0; i < 3; i++) shouldBe(sum(things[i])[1], N, "before " + i);
    Thing.prototype.extra = 5;
    shouldBe(sum(things[3])[1], N + 1, "the prototype's key visited");
    shouldBe(sum(things[3])[0], N * (N - 1) / 2 + 5, "and its value read");
    delete Thing.prototype.extra;
    shouldBe(sum(things[4])[1], N, "gone again");
    Object.defineProperty(things[5], "t0", { enumerable: false });
    shouldBe(sum(things[5])[1], N - 1, "an own key made non-enumerable");
}

// One site, objects of many kinds in turn: other structures, a dictionary, an array, a
// proxy, a String object, Object.create(null).
{
    const sum = fresh();
    const dictionary = wide(N, "d");
    delete dictionary.d0;
    const array = [];
    for (let i = 0; i < N; i++) array.push(i);
    const bare = Object.create(null);
    for (let i = 0; i < N; i++) bare["b" + i] = i;
    const subjects = [
        [wide(N, "x"), N], [wide(N, "y"), N], [dictionary, N - 1], [array, N],
        [new Proxy(wide(N, "z"), {}), N], [new String("abcdef"), 6], [bare, N], [wide(N, "x"), N],
    ];
    for (let round = 0; round < 4; round++)
        for (const [subject, count] of subjects)
            shouldBe(sum(subject)[1], count, "kind " + subjects.findIndex(s => s[0] === subject) + " round " + round);
}
