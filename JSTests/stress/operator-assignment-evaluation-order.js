function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Simple assignment evaluates the target reference before the right-hand side.
var log = [];
var a = {}, b = {};
var target = a;
target.x = (target = b, 1);
shouldBe(a.x, 1);
shouldBe(b.x, undefined);

// Computed key is evaluated before the right side.
function key() { log.push("key"); return "k"; }
function val() { log.push("val"); return 1; }
var o = {};
o[key()] = val();
shouldBe(log.join(), "key,val");

// The base object being null only throws when the property is assigned, after the rhs is evaluated.
log = [];
var nul = null;
shouldThrow(() => { nul[key()] = val(); }, TypeError);
shouldBe(log.join(), "key,val");

// Chained assignment: right to left; value is the rhs.
var p, q;
p = q = 5;
shouldBe(p + q, 10);
var chained = {};
chained.a = chained.b = "v";
shouldBe(chained.a + chained.b, "vv");

// Assignment to undeclared variables in strict mode throws; sloppy creates a global.
shouldThrow(() => { "use strict"; undeclaredStrictAssignment = 1; }, ReferenceError);
(function () { sloppyCreatedGlobal = 2; })();
shouldBe(globalThis.sloppyCreatedGlobal, 2);
delete globalThis.sloppyCreatedGlobal;
