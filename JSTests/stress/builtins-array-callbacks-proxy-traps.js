function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The callback methods on a proxy: `length` once, then HasProperty before Get for each
// index (find and findIndex Get without asking), in the specification's order, with the
// callback's calls between them.
function traced(target, log) {
    return new Proxy(target, {
        has(t, key) { log.push("has " + String(key)); return Reflect.has(t, key); },
        get(t, key, receiver) {
            if (typeof key === "string") log.push("get " + key);
            return Reflect.get(t, key, receiver);
        },
    });
}
function run(method, callback, ...rest) {
    const log = [];
    const proxy = traced([10, , 30], log);
    Array.prototype[method].call(proxy, (...args) => { log.push("call " + args[args.length - 2]); return callback(...args); }, ...rest);
    return log.join(", ");
}

shouldBe(run("forEach", () => {}), "get length, has 0, get 0, call 0, has 1, has 2, get 2, call 2");
shouldBe(run("some", () => false), "get length, has 0, get 0, call 0, has 1, has 2, get 2, call 2");
shouldBe(run("some", () => true), "get length, has 0, get 0, call 0");
shouldBe(run("every", () => true), "get length, has 0, get 0, call 0, has 1, has 2, get 2, call 2");
shouldBe(run("every", () => false), "get length, has 0, get 0, call 0");
shouldBe(run("find", () => false), "get length, get 0, call 0, get 1, call 1, get 2, call 2");
shouldBe(run("findIndex", () => false), "get length, get 0, call 0, get 1, call 1, get 2, call 2");
shouldBe(run("reduce", () => 0, 0), "get length, has 0, get 0, call 0, has 1, has 2, get 2, call 2");
// map and filter also read `constructor` for ArraySpeciesCreate, after `length` (the
// target is an array, so IsArray sees through the proxy).
shouldBe(run("map", () => 0), "get length, get constructor, has 0, get 0, call 0, has 1, has 2, get 2, call 2");
shouldBe(run("filter", () => true), "get length, get constructor, has 0, get 0, call 0, has 1, has 2, get 2, call 2");

// reduce without an initial value takes the first present element without calling back.
const log = [];
Array.prototype.reduce.call(traced([, 5, 6], log), (acc, v) => acc + v);
shouldBe(log.join(", "), "get length, has 0, has 1, get 1, has 2, get 2");
