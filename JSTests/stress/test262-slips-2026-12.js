// Slips test262 found: a comma after an assignment pattern's rest element, strict
// assignment to a global deleted meanwhile, `for (var x = init in o)`,
// canonically equivalent strings in localeCompare, no name for a function assigned to a
// parenthesized target by a logical assignment, and the source text of a class
// declaration that ends in a static block or a field without initializer.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}
function shouldThrow(fn, type, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = e instanceof type; if (!threw) throw e; }
    if (!threw) throw new Error((message || String(fn)) + ": expected a " + type.name);
}
const shouldBeSyntaxError = source => shouldThrow(() => eval(source), SyntaxError, source);

// 1. `...rest` ends an object assignment pattern: no comma after it, wherever the pattern
// is (an assignment, a nested pattern, a for-in/of head, arrow parameters).
for (const source of [
    "({...a,} = {})",
    "({...a, } = {})",
    "({...a /* } */ ,} = {})",
    "({...a // }\n ,} = {})",
    "({...a.b,} = {})",
    "({...a[0],} = {})",
    "({...(a),} = {})",
    "[{...a,}] = [{}]",
    "({x: {...a,}} = {x: {}})",
    "for ({...a,} in {});",
    "for ({...a,} of []);",
    "({...a,}) => 0",
    "function f() { ({...a,} = {}); }",
]) {
    shouldBeSyntaxError(source);
}
{
    let a, o = { b: {} };
    ({...a} = { p: 1 });
    shouldBe(a.p, 1);
    ({...o.b} = { q: 2 });
    shouldBe(o.b.q, 2);
    // A trailing comma in a literal (no pattern) is allowed.
    shouldBe(JSON.stringify({...a, }), '{"p":1}');
    for ({...a} of [{ r: 3 }]);
    shouldBe(a.r, 3);
}

// 2. In strict code a global deleted between the reference and the store is a
// ReferenceError, and a name no one declared is one too. (A global the right side
// creates is let through, as V8 does: resolving the name first would put every strict
// assignment to another script's global on the untraced by-name path.)
(function () {
    "use strict";
    globalThis.slipsDeleted = 1;
    shouldThrow(() => { slipsDeleted = (delete globalThis.slipsDeleted, 2); }, ReferenceError);
    shouldBe("slipsDeleted" in globalThis, false);
    shouldThrow(() => { slipsLiteral = 1; }, ReferenceError);
    // In a loop, past the JIT threshold.
    let thrown = 0;
    for (let i = 0; i < 200; i++) {
        globalThis.slipsLoop = 0;
        try { slipsLoop = (delete globalThis.slipsLoop, i); } catch (e) { if (e instanceof ReferenceError) thrown++; }
    }
    shouldBe(thrown, 200);
})();
// Sloppy code creates the global.
slipsSloppy = (globalThis.slipsSloppy = 1, 2);
shouldBe(globalThis.slipsSloppy, 2);

// 3. B.3.5: `for (var x = init in o)` runs init once, before the subject.
(function () {
    let effects = 0, stored, iterations = 0;
    for (var a = (++effects, -1) in stored = a, { p: 0, q: 1 })
        iterations++;
    shouldBe(effects, 1);
    shouldBe(stored, -1);
    shouldBe(iterations, 2);
    shouldBe(a, "q");
    for (var b = 7 in {});
    shouldBe(b, 7);
    for (var f = function () {} in {});
    shouldBe(f.name, "f");
    shouldThrow(() => { for (var c = (() => { throw new RangeError(); })() in {}); }, RangeError);
})();

// 4. localeCompare: canonically equivalent strings are equal, and the order is consistent.
shouldBe("o\u0308".localeCompare("\u00f6"), 0);
shouldBe("\u00f6".localeCompare("o\u0308"), 0);
shouldBe("\u1111\u1171\u11B6".localeCompare("\uD4DB"), 0);
shouldBe("a\u0323\u0307".localeCompare("a\u0307\u0323"), 0);
shouldBe("a".localeCompare("b"), -1);
shouldBe("b".localeCompare("a"), 1);
shouldBe("abc".localeCompare("abc"), 0);
shouldBe("caf\u00e9".localeCompare("cafe\u0301"), 0);
shouldBe("\uD800x".localeCompare("\uD800x"), 0);
shouldBe("o\u0308".localeCompare("p") === "\u00f6".localeCompare("p"), true);

// 5. `(f) op= function` is no NamedEvaluation: a parenthesized target is no IdentifierRef.
{
    let f, g = 0, h = 1, i, j;
    (f) ??= () => {};
    shouldBe(f.name, "");
    (g) ||= function () {};
    shouldBe(g.name, "");
    (h) &&= class {};
    shouldBe(h.name, "");
    ((i)) ??= async function* () {};
    shouldBe(i.name, "");
    (j) ??= function named() {};
    shouldBe(j.name, "named");
    let k, l, m;
    k ??= () => {};
    shouldBe(k.name, "k");
    l ||= class {};
    shouldBe(l.name, "l");
    (m) = () => {};
    shouldBe(m.name, "");
}
// An anonymous class has no binding of its name inside it.
{
    var slipsClass = class { static self() { return slipsClass; } };
    const kept = slipsClass;
    shouldBe(kept.name, "slipsClass");
    slipsClass = 5;
    shouldBe(kept.self(), 5);
    const Named = class Inner { static self() { return Inner; } };
    shouldBe(Named.self(), Named);
}

// 6. Function.prototype.toString of a class declaration, whatever its last element.
{
    class A { static { this.x = 1; } }
    shouldBe(A.toString(), "class A { static { this.x = 1; } }");
    class B { x }
    shouldBe(B.toString(), "class B { x }");
    class C { static #p; }
    shouldBe(C.toString(), "class C { static #p; }");
    class D { [("k")] ; ; }
    shouldBe(D.toString(), 'class D { [("k")] ; ; }');
    class E { 1 }
    shouldBe(E.toString(), "class E { 1 }");
    class F { static {} /* } */ }
    shouldBe(F.toString(), "class F { static {} /* } */ }");
    class G extends Object { 'str' // }
    }
    shouldBe(G.toString(), "class G extends Object { 'str' // }\n    }");
    class H { static { if (true) { } } y = 1; static z }
    shouldBe(H.toString(), "class H { static { if (true) { } } y = 1; static z }");
}
