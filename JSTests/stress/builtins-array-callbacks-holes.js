function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// forEach, map, filter, every and some skip holes and read the length once.
var seen = [];
[1, , 3].forEach((v, i) => seen.push(i));
shouldBe(seen.join(), "0,2");
var mapped = [1, , 3].map(x => x * 2);
shouldBe(mapped.length, 3);
shouldBe(mapped.hasOwnProperty(1), false);
shouldBe(mapped[2], 6);
shouldBe([1, , 3].filter(() => true).length, 2);
shouldBe([, , ].every(() => false), true);
shouldBe([, , ].some(() => true), false);
// Appended elements are not visited; deleted ones are skipped.
var a = [1, 2, 3];
var visits = [];
a.forEach((v, i) => { visits.push(v); if (i === 0) { a.push(4); delete a[2]; } });
shouldBe(visits.join(), "1,2");
// A hole filled in by the prototype is visited.
Array.prototype[1] = "proto";
var viaProto = [];
[0, , 2].forEach(v => viaProto.push(v));
delete Array.prototype[1];
shouldBe(viaProto.join(), "0,proto,2");
// The callback must be callable, and is checked after the length is read.
shouldThrow(() => [].forEach(), TypeError);
shouldThrow(() => [1].map(null), TypeError);
var lengthRead = false;
shouldThrow(() => Array.prototype.every.call({ get length() { lengthRead = true; return 0; } }, {}), TypeError);
shouldBe(lengthRead, true);
// thisArg and the arguments.
var self = {};
[1].some(function (v, i, o) { shouldBe(this, self); shouldBe(o.length, 1); return true; }, self);
// filter copies the value read before the callback ran.
var b = [{ n: 1 }];
var kept = b.filter(v => { b[0] = { n: 2 }; return true; });
shouldBe(kept[0].n, 1);
// Generic on strings.
shouldBe(Array.prototype.map.call("ab", c => c.toUpperCase()).join(""), "AB");
