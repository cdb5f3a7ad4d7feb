"use strict";
//@ gcStressEvery(2000)
// 15.10 Tail position calls: in strict code a call in tail position replaces the caller's
// frame, so these chains are far deeper than the stack allows for ordinary calls. (Of the
// engines we compare with, only JavaScriptCore implements them; node fails this test.)
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}
const depth = 150000; // more frames than the stack holds (100,000)

function countDown(n) { if (n === 0) return "bottom"; return countDown(n - 1); }
shouldBe(countDown(depth), "bottom", "direct self call");

function isEven(n) { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n) { return n === 0 ? false : isEven(n - 1); }
shouldBe(isEven(depth + 1), false, "mutual recursion through a conditional");

const sum = (n, total) => n === 0 ? total : sum(n - 1, total + n);
shouldBe(sum(depth, 0), depth * (depth + 1) / 2, "arrow with a concise body");

function viaLogical(n) { return n === 0 && "and" || viaLogical(n - 1); }
shouldBe(viaLogical(depth), "and", "right operand of ||");
function viaCoalesce(n) { return (n === 0 ? "coalesce" : null) ?? viaCoalesce(n - 1); }
shouldBe(viaCoalesce(depth), "coalesce", "right operand of ??");
function viaComma(n) { return n === 0 ? "comma" : (0, viaComma(n - 1)); }
shouldBe(viaComma(depth), "comma", "last operand of a comma");

function spread(n) { if (n === 0) return "spread"; return spread(...[n - 1]); }
shouldBe(spread(depth), "spread", "spread arguments");
function tagged(strings, n) { if (n === 0) return strings[0]; return tagged`tag${n - 1}`; }
shouldBe(tagged(["start"], depth), "tag", "tagged template");

// More and fewer arguments than parameters, and `arguments` of the last frame.
function moreArguments(n) { if (n === 0) return arguments.length; return moreArguments(n - 1, 1, 2, 3, 4, 5); }
shouldBe(moreArguments(depth), 6, "extra arguments");
function fewerArguments(n, a, b, c) { if (n === 0) return [a, b, c].join("|"); return fewerArguments(n - 1); }
shouldBe(fewerArguments(depth, 1, 2, 3), "||", "missing arguments are undefined");

// Methods keep their receiver; a loop, a label and a switch around the return are fine.
const counter = {
    steps: 0,
    run(n) { this.steps++; if (n === 0) return this.steps; return this.run(n - 1); },
};
shouldBe(counter.run(depth), depth + 1, "method tail call");
function inLoop(n) { while (true) { if (n === 0) return "loop"; return inLoop(n - 1); } }
shouldBe(inLoop(depth), "loop", "return inside a loop");
function inSwitch(n) { switch (n) { case 0: return "switch"; default: return inSwitch(n - 1); } }
shouldBe(inSwitch(depth), "switch", "return inside a switch");
function inCatch(n) { try { throw n; } catch (e) { if (e === 0) return "catch"; return inCatch(e - 1); } }
shouldBe(inCatch(depth), "catch", "return in a catch block without finally");

// An exception thrown at the bottom reaches the original caller's handler.
function throwAtBottom(n) { if (n === 0) throw new TypeError("bottom"); return throwAtBottom(n - 1); }
let caught = null;
try { throwAtBottom(depth); } catch (e) { caught = e; }
shouldBe(caught instanceof TypeError, true, "exception from the bottom of a tail-call chain");

// Not tail calls: inside try, with a finally, in a constructor's own frame. They still work.
function inTry(n) { try { return n === 0 ? "try" : inTry(n - 1); } catch (e) { throw e; } }
shouldBe(inTry(1000), "try", "a call inside try is an ordinary call");
let finallyRuns = 0;
function withFinally(n) { try { return n === 0 ? "finally" : withFinally(n - 1); } finally { finallyRuns++; } }
shouldBe(withFinally(1000), "finally", "a call before finally is an ordinary call");
shouldBe(finallyRuns, 1001, "every finally block ran");
function Constructed(n) { if (n === 0) return; return Constructed(n - 1); }
shouldBe(typeof new Constructed(1000), "object", "constructor result check after a tail-position call");

// Native and bound callees are called as usual and their results returned.
function toNative(x) { return Math.max(x, 1); }
shouldBe(toNative(5), 5, "native callee");
const bound = countDown.bind(null);
function toBound(n) { return bound(n); }
shouldBe(toBound(1000), "bottom", "bound callee");

// A sloppy callee gets the global object for an undefined `this`.
const sloppyThis = Function("return this;");
function callsSloppy() { return sloppyThis(); }
shouldBe(callsSloppy(), globalThis, "sloppy callee's this");

// A class constructor called without new throws in the tail position too.
class Klass {}
function callsClass() { return Klass(); }
let classError = null;
try { callsClass(); } catch (e) { classError = e; }
shouldBe(classError instanceof TypeError, true, "class constructor without new");
