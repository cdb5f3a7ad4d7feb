// for-in keeps the keys of objects whose keys depend on structures alone on the
// receiver's structure (vm/src/structure/enumeration.rs). Every loop here runs over
// objects of one structure at least twice, so the second loop takes the cached keys, and
// changes what the cache stands on in between or during the loop.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function keys(o) {
    const result = [];
    for (const k in o) result.push(k);
    return result.join();
}

// Order: integer keys ascending, then strings in insertion order, then the prototypes'.
{
    const make = () => ({ b: 1, 2: 1, a: 1, 1: 1 });
    shouldBe(keys(make()), "1,2,b,a");
    shouldBe(keys(make()), "1,2,b,a", "again");
    const proto = { p: 1, a: 1 };
    const o = Object.create(proto);
    o.z = 1; o.a = 2;
    shouldBe(keys(o), "z,a,p", "the prototype's keys after, a shadowed one once");
}

// Plain objects and class instances share keys by structure; methods are not visited.
{
    class Point { constructor(x, y) { this.x = x; this.y = y; } norm() { return 0; } }
    for (let i = 0; i < 3; i++) shouldBe(keys(new Point(i, i)), "x,y", "class instance " + i);
    for (let i = 0; i < 3; i++) shouldBe(keys({ u: i, v: i, w: i }), "u,v,w", "literal " + i);
}

// A prototype that gains an enumerable property between two loops over objects of the
// same structure: the cached keys must not be used.
{
    class Base { constructor() { this.own = 1; } }
    const first = new Base(), second = new Base();
    shouldBe(keys(first), "own");
    Base.prototype.added = 1;
    shouldBe(keys(second), "own,added", "a class prototype gained a property");
    delete Base.prototype.added;
    shouldBe(keys(second), "own", "and lost it");

    const a = { m: 1, n: 2 }, b = { m: 1, n: 2 };
    shouldBe(keys(a), "m,n");
    Object.prototype.fromObjectPrototype = 1;
    try {
        shouldBe(keys(b), "m,n,fromObjectPrototype", "Object.prototype gained a property");
    } finally {
        delete Object.prototype.fromObjectPrototype;
    }
    shouldBe(keys(b), "m,n", "Object.prototype lost it");

    // A non-enumerable property on the prototype shadows nothing and is not visited.
    Object.defineProperty(Object.prototype, "hidden", { value: 1, configurable: true });
    shouldBe(keys(b), "m,n", "a non-enumerable property on Object.prototype");
    delete Object.prototype.hidden;

    // A prototype replaced by one with enumerable properties.
    const c = { m: 1 }, d = { m: 1 };
    shouldBe(keys(c), "m");
    Object.setPrototypeOf(d, { q: 1 });
    shouldBe(keys(d), "m,q", "a new prototype");
    shouldBe(keys(c), "m", "the other object keeps its prototype");

    // Elements on a prototype are visited.
    const e = { m: 1 }, f = { m: 1 }, proto = {};
    Object.setPrototypeOf(e, proto);
    Object.setPrototypeOf(f, proto);
    shouldBe(keys(e), "m");
    proto[0] = 1;
    shouldBe(keys(f), "m,0", "a prototype gained an element");
}

// defineProperty making a property non-enumerable between two loops.
{
    const a = { x: 1, y: 2, z: 3 }, b = { x: 1, y: 2, z: 3 };
    shouldBe(keys(a), "x,y,z");
    Object.defineProperty(b, "y", { enumerable: false });
    shouldBe(keys(b), "x,z", "y made non-enumerable");
    shouldBe(keys(a), "x,y,z", "the other object is unchanged");
    Object.defineProperty(b, "y", { enumerable: true });
    shouldBe(keys(b), "x,y,z", "y enumerable again, in its place");
}

// Deleted during the loop: skipped; added during the loop: not visited.
{
    const make = () => ({ a: 1, b: 2, c: 3, d: 4 });
    shouldBe(keys(make()), "a,b,c,d");
    const seen = [];
    const o = make();
    for (const k in o) {
        seen.push(k);
        if (k === "a") { delete o.c; o.e = 5; }
    }
    shouldBe(seen.join(), "a,b,d", "c deleted, e added");
    // Deleted and added back before it is visited: visited (it is a property again).
    const again = [];
    const p = make();
    for (const k in p) {
        again.push(k);
        if (k === "a") { delete p.d; p.d = 4; }
    }
    shouldBe(again.join(), "a,b,c,d", "d deleted and added back");
    // The last key deleted: the object goes back to an earlier structure.
    const last = [];
    const q = make();
    for (const k in q) {
        last.push(k);
        if (k === "b") delete q.d;
    }
    shouldBe(last.join(), "a,b,c", "the last key deleted");
    // Every key deleted as it is visited.
    const each = [];
    const r = make();
    for (const k in r) { each.push(k); delete r[k]; }
    shouldBe(each.join(), "a,b,c,d", "each deleted as visited");
    shouldBe(keys(r), "", "nothing left");
}

// Objects whose keys do not come from the cache: arrays, strings, String objects,
// objects with integer keys, Object.create(null), dictionaries, proxies, arguments.
{
    shouldBe(keys([5, 6, 7]), "0,1,2");
    const array = [5, 6, 7]; array.extra = 1;
    shouldBe(keys(array), "0,1,2,extra");
    shouldBe(keys("abc"), "0,1,2");
    const string = new String("ab"); string.x = 1;
    shouldBe(keys(string), "0,1,x");
    shouldBe(keys(null) + keys(undefined) + keys(42) + keys(true), "");
    for (let i = 0; i < 2; i++) {
        const bare = Object.create(null);
        bare.b = 1; bare.a = 2;
        shouldBe(keys(bare), "b,a", "Object.create(null)");
    }
    const dictionary = {};
    for (let i = 0; i < 100; i++) dictionary["k" + i] = i;
    for (let i = 0; i < 95; i++) delete dictionary["k" + i];
    shouldBe(keys(dictionary), "k95,k96,k97,k98,k99", "a dictionary");
    shouldBe(keys(dictionary), "k95,k96,k97,k98,k99", "a dictionary, again");
    const handlerLog = [];
    const proxy = new Proxy({ a: 1, b: 2 }, {
        ownKeys(target) { handlerLog.push("ownKeys"); return Reflect.ownKeys(target); },
    });
    shouldBe(keys(proxy), "a,b", "a proxy");
    shouldBe(handlerLog.join(), "ownKeys");
    shouldBe(keys(Object.create(proxy)), "a,b", "a proxy as prototype");
    function args() { return keys(arguments); }
    shouldBe(args(7, 8), "0,1");
    shouldBe(keys(Object.create(new Uint8Array(2))), "0,1", "a typed array as prototype");
    shouldBe(keys(Object.create(new String("xy"))), "0,1", "a String object as prototype");
}

// Many objects of a few structures, enumerated in turn: every loop gets its own keys.
{
    const shapes = [];
    for (let i = 0; i < 200; i++) {
        const o = { a: i };
        if (i % 2) o.b = i;
        if (i % 3) o.c = i;
        shapes.push(o);
    }
    let total = 0;
    for (let round = 0; round < 3; round++)
        for (const o of shapes)
            for (const k in o) total += o[k];
    let expected = 0;
    for (let i = 0; i < 200; i++) expected += i + (i % 2 ? i : 0) + (i % 3 ? i : 0);
    shouldBe(total, 3 * expected);
}
