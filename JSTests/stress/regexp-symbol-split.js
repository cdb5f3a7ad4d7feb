//@ gcStressEvery(200)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function shouldBeArray(actual, expected, message) {
    shouldBe(JSON.stringify(actual), JSON.stringify(expected), message);
}

// RegExp.prototype[Symbol.split]: limits, captures, empty matches, species and custom exec.
shouldBeArray("a,b,,c".split(/,/), ["a", "b", "", "c"]);
shouldBeArray("a1b22c".split(/\d+/), ["a", "b", "c"]);
shouldBeArray("a1b".split(/(\d)/), ["a", "1", "b"]);
shouldBeArray("ab".split(/(x)?/), ["a", null, "b"]);
shouldBeArray("abc".split(/(?:)/), ["a", "b", "c"]);
shouldBeArray("abc".split(/b*/), ["a", "c"]);
shouldBeArray("".split(/x/), [""]);
shouldBeArray("".split(/(?:)/), []);
shouldBeArray("a,b,c".split(/,/, 2), ["a", "b"]);
shouldBeArray("a,b,c".split(/(,)/, 2), ["a", ","]);
shouldBeArray("a,b".split(/,/, 0), []);
shouldBeArray("a,b".split(/,/, -1), ["a", "b"]);
shouldBeArray("a,b".split(/,/, 2 ** 32 + 1), ["a"]);
shouldBeArray("A1a2".split(/a/i), ["", "1", "2"]);
shouldBeArray("xAyAz".split(/a/iy), ["x", "y", "z"]);
shouldBeArray("test".split(/(?=s)/), ["te", "st"]);
// The limit is converted after the splitter is made.
var log = [];
var re = /,/;
var limit = { valueOf() { log.push("limit"); return 5; } };
Object.defineProperty(re, "flags", { get() { log.push("flags"); return ""; } });
"a,b".split(re, limit);
shouldBe(log.join(), "flags,limit");
// A limit whose valueOf changes RegExp.prototype.exec: the splitter then uses it.
var original = RegExp.prototype.exec;
var execCalls = 0;
var changing = { valueOf() { RegExp.prototype.exec = function (s) { execCalls++; return original.call(this, s); }; return 10; } };
shouldBeArray("a,b".split(/,/, changing), ["a", "b"]);
RegExp.prototype.exec = original;
shouldBe(execCalls > 0, true);
// The splitter comes from the species constructor, with "y" added to the flags.
var made = [];
class Splitting extends RegExp {
    static get [Symbol.species]() {
        return function (source, flags) { made.push(flags); return new RegExp(source, flags); };
    }
}
shouldBeArray("a-b".split(new Splitting("-", "g")), ["a", "b"]);
shouldBe(made.join(), "gy");
// A subclass's exec drives the generic algorithm: it runs with lastIndex at each position.
var positions = [];
class Tracing extends RegExp {
    exec(s) { positions.push(this.lastIndex); return super.exec(s); }
}
shouldBeArray("a,b".split(new Tracing(",")), ["a", "b"]);
shouldBe(positions.join(), "0,1,2");
// With the constructor removed, the splitter is a plain RegExp again.
var custom = /,/;
custom.exec = function () { throw new Error("not the splitter's"); };
custom.constructor = undefined;
shouldBeArray(String.prototype.split.call("a,b", custom), ["a", "b"]);
// A long split is linear (the fast path searches instead of trying every position).
var long = "ab,".repeat(100000);
shouldBe(long.split(/,/).length, 100001);
shouldBe(long.split(/b(?=,)/).length, 100001);
