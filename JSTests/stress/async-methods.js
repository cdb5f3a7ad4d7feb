function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// Async methods in objects and classes, including static and private ones and super calls.
class Base {
    async load() { await null; return "base"; }
}
class Service extends Base {
    #secret = "s";
    async load() { return (await super.load()) + "+service"; }
    async #privateLoad() { await null; return this.#secret; }
    async callPrivate() { return this.#privateLoad(); }
    static async create() { await null; return new this(); }
}
var obj = {
    n: 1,
    async m() { await null; return this.n; },
    async ["comp" + "uted"]() { return "computed"; },
};
asyncTest(async () => {
    var s = await Service.create();
    shouldBe(s instanceof Service, true);
    shouldBe(await s.load(), "base+service");
    shouldBe(await s.callPrivate(), "s");
    shouldBe(await obj.m(), 1);
    shouldBe(await obj.computed(), "computed");
    shouldBe(obj.m.name, "m");
    shouldThrow(() => new obj.m(), TypeError);
    shouldBe(Object.getPrototypeOf(obj.m) === Object.getPrototypeOf(async function () {}), true);
});
