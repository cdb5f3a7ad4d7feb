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

// Async arrow functions: lexical this and arguments, return promises.
var obj = {
    value: 5,
    method() {
        var arrow = async () => this.value + arguments[0];
        return arrow();
    },
};
asyncTest(async () => {
    shouldBe(await obj.method(10), 15);

    var single = async x => x * 2;
    shouldBe(await single(4), 8);
    var noParams = async () => { await null; return "done"; };
    shouldBe(await noParams(), "done");
    var objLiteral = async () => ({ a: 1 });
    shouldBe((await objLiteral()).a, 1);

    // Used with map and Promise.all.
    var doubled = await Promise.all([1, 2, 3].map(async n => { await null; return n * 2; }));
    shouldBe(doubled.join(), "2,4,6");

    // Not constructible and no prototype.
    shouldThrow(() => new single(), TypeError);
    shouldBe(single.hasOwnProperty("prototype"), false);

    // `async` as an identifier still works.
    var async = x => "identifier " + x;
    shouldBe(async(1), "identifier 1");

    // A line break between async and the arrow parameters makes it a call.
    shouldThrow(() => eval("var f = async\n() => 1;"), SyntaxError);
});
