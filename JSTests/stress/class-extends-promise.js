function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// Promise subclasses: then returns an instance of the subclass, and resolution still works.
class MyPromise extends Promise {
    tag() { return "mine"; }
}
asyncTest(async () => {
    var p = new MyPromise(resolve => resolve(5));
    shouldBe(p instanceof MyPromise, true);
    shouldBe(p instanceof Promise, true);
    var chained = p.then(x => x * 2);
    shouldBe(chained instanceof MyPromise, true);
    shouldBe(chained.tag(), "mine");
    shouldBe(await chained, 10);
    shouldBe(MyPromise.resolve(1) instanceof MyPromise, true);
    shouldBe(await MyPromise.all([1, MyPromise.resolve(2)]).then(a => a.join()), "1,2");
    var caught = await MyPromise.reject(new RangeError("x")).catch(e => e instanceof RangeError);
    shouldBe(caught, true);
});
