//@ gcStressEvery(5000)
function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}
// Proxies whose target is a proxy, 100,000 deep, and traps that recurse into their own
// proxy: every internal method ends in a RangeError (stack overflow), never a crash.

// Engines differ in how deep they go (node with a large stack finishes some of these), so
// each operation must either give the right answer or throw a RangeError.
function answerOrOverflow(fn, check, message) {
    var result;
    try { result = fn(); } catch (e) {
        if (!(e instanceof RangeError)) throw new Error(message + ": expected a RangeError but got " + e);
        return;
    }
    check(result);
}

var depth = 100000;
var base = { x: 1 };
var chain = base;
for (var i = 0; i < depth; i++) chain = new Proxy(chain, {});

var operations = [
    [function () { return chain.x; }, function (r) { shouldBe(r, 1); }],
    [function () { return "x" in chain; }, function (r) { shouldBe(r, true); }],
    [function () { return Object.keys(chain).join(); }, function (r) { shouldBe(r, "x"); }],
    [function () { return Object.getOwnPropertyDescriptor(chain, "x").value; }, function (r) { shouldBe(r, 1); }],
    [function () { return Object.getPrototypeOf(chain); }, function (r) { shouldBe(r, Object.prototype); }],
    [function () { return Object.isExtensible(chain); }, function (r) { shouldBe(r, true); }],
    [function () { return Object.create(chain).x; }, function (r) { shouldBe(r, 1); }],
    [function () { chain.y = 1; return base.y; }, function (r) { shouldBe(r, 1); }],
    [function () { return Object.defineProperty(chain, "z", { value: 1 }) && base.z; }, function (r) { shouldBe(r, 1); }],
    [function () { return delete chain.x; }, function (r) { shouldBe(r, true); shouldBe(base.x, undefined); base.x = 1; }],
    [function () { return Object.setPrototypeOf(chain, null) && Object.getPrototypeOf(base); }, function (r) { shouldBe(r, null); Object.setPrototypeOf(base, Object.prototype); }],
    [function () { return Object.preventExtensions(chain) && Object.isExtensible(base); }, function (r) { shouldBe(r, false); }],
];
for (var i = 0; i < operations.length; i++)
    answerOrOverflow(operations[i][0], operations[i][1], "operation " + i);
// IsArray and typeof only read internal slots: they follow the whole chain.
shouldBe(Array.isArray(chain), false);
shouldBe(typeof chain, "object");
var arrayChain = [];
for (var i = 0; i < depth; i++) arrayChain = new Proxy(arrayChain, {});
shouldBe(Array.isArray(arrayChain), true);

// A deep chain of callable proxies.
var fn = function () { return 1; };
for (var i = 0; i < depth; i++) fn = new Proxy(fn, {});
shouldBe(typeof fn, "function");
answerOrOverflow(function () { return fn(); }, function (r) { shouldBe(r, 1); }, "call");
answerOrOverflow(function () { return new fn(); }, function (r) { shouldBe(typeof r, "object"); }, "construct");
answerOrOverflow(function () { return Reflect.construct(function () {}, [], fn); }, function (r) { shouldBe(typeof r, "object"); }, "newTarget");

// A shallow chain works.
var shallow = base;
for (var i = 0; i < 50; i++) shallow = new Proxy(shallow, {});
shouldBe(shallow.x, 1);
shouldBe(Object.keys(shallow).join(), "x");

// Traps that recurse.
var handler = {};
var recursive = new Proxy({}, handler);
handler.get = function (t, key) { return recursive[key]; };
shouldThrow(function () { recursive.anything; }, RangeError);
handler.has = function (t, key) { return key in recursive; };
shouldThrow(function () { "a" in recursive; }, RangeError);
handler.ownKeys = function () { return Reflect.ownKeys(recursive); };
shouldThrow(function () { Object.keys(recursive); }, RangeError);
handler.getPrototypeOf = function () { return Object.getPrototypeOf(recursive); };
shouldThrow(function () { Object.getPrototypeOf(recursive); }, RangeError);
var selfCall = new Proxy(function () {}, { apply: function (t, th, args) { return selfCall(); } });
shouldThrow(function () { selfCall(); }, RangeError);
// The engine still works afterwards.
shouldBe(new Proxy({ ok: true }, {}).ok, true);
// A proxy whose handler is a proxy whose handler is a proxy...: trap lookups nest.
var h = {};
for (var i = 0; i < depth; i++) h = new Proxy(h, {});
answerOrOverflow(function () { return new Proxy({ x: 1 }, h).x; }, function (r) { shouldBe(r, 1); }, "handler chain");
