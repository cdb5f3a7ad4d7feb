// Builtins that build a string refuse, with a RangeError, a result longer than a string
// may be, as soon as its length (or a bound of it) is known: they do not build gigabytes
// first. (Before, a global replace like the first one collected 16 million matches and
// grew past 2.5 GB before throwing, in about 20 seconds; this file took minutes, past the
// harness's time limit: that limit is what fails it, not a timing here.)
function shouldThrowRangeError(fn, message) {
    try { fn(); } catch (e) { if (e instanceof RangeError) return; throw e; }
    throw new Error(message + ": no RangeError");
}
var s = "a".repeat(1 << 24);
var big = "x".repeat(100);
shouldThrowRangeError(() => s.replace(/a/g, big), "replace with a template");
shouldThrowRangeError(() => s.replace(/a/g, "$&".repeat(70)), "replace with $&");
shouldThrowRangeError(() => s.replaceAll("a", big), "replaceAll with a string");
shouldThrowRangeError(() => s.replaceAll("a", "$'"), "replaceAll with $'");
shouldThrowRangeError(() => s.replace("a", "$'".repeat(70)), "replace with $'");
shouldThrowRangeError(() => s.slice(0, 1 << 22).replace(/(?<x>a)/g, "$<x>".repeat(300)), "replace reading a named group");
shouldThrowRangeError(() => new Array(1 << 24).join(big), "join");
shouldThrowRangeError(() => s.padEnd(2 ** 31), "padEnd");
shouldThrowRangeError(() => s.repeat(64), "repeat");
// Results that fit are built as before.
if ("abcabc".replace(/b/g, "$&$&") !== "abbcabbc") throw new Error("replace");
if ("a-b-c".replaceAll("-", "$`") !== "aaba-bc") throw new Error("replaceAll");
if ("x1y22".replace(/(?<d>\d+)/g, "<$<d>>") !== "x<1>y<22>") throw new Error("named");
