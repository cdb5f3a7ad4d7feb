// TypeErrors of calls, `new` and iteration name the expression as the source spells it,
// as V8 does (`o.bar is not a function`, not `undefined is not a function`). The message
// text is the behaviour tested here, so it is compared. Each check also runs at the end of
// a hot loop, so that in the JIT modes a trace meets the failing value: the message must
// not depend on which tier throws it.
//
// Where V8 says something else: a key that is not a name shows as `[...]` (V8 prints the
// expression, `a[(i + 1)]`), `super.m` as such (V8: `(intermediate value).m`), a comma
// expression by its value (V8: `(0 , o.bar)`), and spread arguments and destructuring
// assignments name their operand (V8: `Spread syntax requires ...`, `object is not
// iterable`). Under node, `this` at the top of a file is not the global object.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function messageOf(f) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof TypeError))
            throw new Error("expected a TypeError, got " + e);
        return e.message;
    }
    throw new Error("expected a TypeError, nothing was thrown");
}

// Calls.
var o = {};
shouldBe(messageOf(() => o.bar()), "o.bar is not a function");
o.foo = {};
shouldBe(messageOf(() => o.foo.bar(1)), "o.foo.bar is not a function");
function f() {}
shouldBe(messageOf(() => f()()), "f(...) is not a function");
var a = [1];
shouldBe(messageOf(() => a[0]()), "a[0] is not a function");
var i = 0;
shouldBe(messageOf(() => a[i]()), "a[i] is not a function");
shouldBe(messageOf(() => a["q"]()), "a.q is not a function");
shouldBe(messageOf(() => a[i + 1]()), "a[...] is not a function");
var x;
shouldBe(messageOf(() => x()), "x is not a function");
shouldBe(messageOf(() => (o.bar)()), "o.bar is not a function");
shouldBe(messageOf(() => o?.bar()), "o?.bar is not a function");
shouldBe(messageOf(() => this.o.bar()), "this.o.bar is not a function");
shouldBe(messageOf(() => Math.foo()), "Math.foo is not a function");
shouldBe(messageOf(() => o.bar`template`), "o.bar is not a function");
shouldBe(messageOf(() => o.bar(...[1, 2])), "o.bar is not a function");
shouldBe(messageOf(() => (() => 1)()()), "(intermediate value)(...) is not a function");
class Base {}
class Derived extends Base { m() { return super.missing(); } }
shouldBe(messageOf(() => new Derived().m()), "super.missing is not a function");
// Without a name, the value.
shouldBe(messageOf(() => (0, o.bar)()), "undefined is not a function");
shouldBe(messageOf(() => (1)()), "1 is not a function");

// `new`.
var Foo = 1;
shouldBe(messageOf(() => new Foo()), "Foo is not a constructor");
shouldBe(messageOf(() => new o.Foo), "o.Foo is not a constructor");
shouldBe(messageOf(() => new Math.max()), "Math.max is not a constructor");
shouldBe(messageOf(() => new o.foo(...[1])), "o.foo is not a constructor");

// Iteration: for-of, spread, destructuring, yield*.
shouldBe(messageOf(() => { for (var v of o) {} }), "o is not iterable");
var n = 5;
shouldBe(messageOf(() => { for (var v of n) {} }), "n is not iterable");
shouldBe(messageOf(() => [...o.foo]), "o.foo is not iterable");
shouldBe(messageOf(() => f(...o)), "o is not iterable");
shouldBe(messageOf(() => { var [first] = o; }), "o is not iterable");
shouldBe(messageOf(() => { var first; [first] = o.foo; }), "o.foo is not iterable");
shouldBe(messageOf(() => { function* g() { yield* o; } g().next(); }), "o is not iterable");

// Property reads and writes name the base's value and the key.
shouldBe(messageOf(() => o.missing.y), "Cannot read properties of undefined (reading 'y')");
shouldBe(messageOf(() => { var u; return u[0]; }), "Cannot read properties of undefined (reading '0')");
shouldBe(messageOf(() => { o.missing.y = 1; }), "Cannot set properties of undefined (setting 'y')");
shouldBe(messageOf(() => { var nothing = null; nothing["k"] = 1; }), "Cannot set properties of null (setting 'k')");

// At the end of hot loops.
function callEach(objects) {
    var sum = 0;
    for (var k = 0; k < objects.length; k++)
        sum += objects[k].f();
    return sum;
}
function newEach(constructors) {
    var made = 0;
    for (var k = 0; k < constructors.length; k++) {
        new constructors[k]();
        made++;
    }
    return made;
}
function spreadEach(lists) {
    var count = 0;
    for (var k = 0; k < lists.length; k++)
        count += Math.max(...lists[k]) + [...lists[k]].length;
    return count;
}
function iterateEach(lists) {
    var count = 0;
    for (var k = 0; k < lists.length; k++) {
        for (var item of lists[k])
            count += item;
    }
    return count;
}
function readEach(objects) {
    var sum = 0;
    for (var k = 0; k < objects.length; k++)
        sum += objects[k].inner.value;
    return sum;
}
function withLast(count, make, last) {
    var list = [];
    for (var k = 0; k < count; k++)
        list.push(make(k));
    list.push(last);
    return list;
}

function method() { return 1; }
shouldBe(messageOf(() => callEach(withLast(300, () => ({ f: method }), { f: 3 }))), "objects[k].f is not a function");
// A native callee (called out to by a trace rather than inlined).
shouldBe(messageOf(() => callEach(withLast(300, () => ({ f: Math.random }), {}))), "objects[k].f is not a function");
function Point() { this.x = 1; }
shouldBe(messageOf(() => newEach(withLast(300, () => Point, {}))), "constructors[k] is not a constructor");
shouldBe(messageOf(() => newEach(withLast(300, () => Object, Math.max))), "constructors[k] is not a constructor");
shouldBe(messageOf(() => spreadEach(withLast(300, (k) => [k, 1], {}))), "lists[k] is not iterable");
shouldBe(messageOf(() => iterateEach(withLast(300, (k) => [k], 7))), "lists[k] is not iterable");
shouldBe(messageOf(() => readEach(withLast(300, (k) => ({ inner: { value: k } }), {}))), "Cannot read properties of undefined (reading 'value')");
