function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Inner classes can access the outer class's private names; shadowing works lexically.
class Outer {
    #x = "outer";
    static makeInner() {
        return class Inner {
            #x = "inner";
            readInner(o) { return o.#x; }
            static readOuter(o) { return o.#y; }
        };
    }
    #y = "outer-y";
    static read(o) { return o.#x; }
}
var Inner = Outer.makeInner();
var inner = new Inner();
var outer = new Outer();
shouldBe(inner.readInner(inner), "inner");
shouldThrow(() => inner.readInner(outer), TypeError);
shouldBe(Inner.readOuter(outer), "outer-y");
shouldBe(Outer.read(outer), "outer");
shouldThrow(() => Outer.read(inner), TypeError);

// Private names are accessible from functions nested in methods.
class Closure {
    #v = 7;
    getter() { return () => function (o) { return o.#v; }; }
}
shouldBe(new Closure().getter()()(new Closure()), 7);

// Private names in eval inside the class body are visible.
class WithEval {
    #p = "evald";
    read() { return eval("this.#p"); }
}
shouldBe(new WithEval().read(), "evald");
