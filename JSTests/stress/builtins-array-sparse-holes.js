function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Methods that skip holes visit only the elements of a sparse array, and see exactly what
// the step-by-step algorithm sees (elements added on the way, elements of the prototype).
var a = [0, 1];
a[3000000] = 2;
shouldBe(a.indexOf(2), 3000000);
shouldBe(a.lastIndexOf(0), 0);
shouldBe(a.includes(2), true);
shouldBe(a.includes(undefined), true);
var seen = [];
a.forEach((v, i) => seen.push(i));
shouldBe(seen.join(), "0,1,3000000");
shouldBe(a.map(x => x * 2)[3000000], 4);
shouldBe(a.filter(x => x > 0).join(), "1,2");
shouldBe(a.some(x => x === 2), true);
shouldBe(a.every(x => x < 3), true);
shouldBe(a.reduce((s, x) => s + x), 3);
shouldBe(a.reduceRight((s, x) => s + "" + x, ""), "210");
var b = [];
b[3000000] = "x";
b[5] = "y";
shouldBe(b.concat([1]).length, 3000002);
shouldBe(b.concat([1])[3000001], 1);
shouldBe(JSON.stringify(b.slice(2999999)), '[null,"x"]');
shouldBe(b.slice(0, 10).length, 10);
var c = [];
c[3000000] = 3;
c[100] = 1;
c[7] = 2;
c.sort();
shouldBe(c.slice(0, 3).join(), "1,2,3");
shouldBe(c.length, 3000001);
shouldBe(100 in c, false);
shouldBe(3000000 in c, false);
var d = [];
d[3000000] = [1, [2]];
shouldBe(JSON.stringify(d.flat(Infinity)), "[1,2]");
var e = [];
e[3000003] = "z";
shouldBe(JSON.stringify(e.splice(3000000, 4)), '[null,null,null,"z"]');
shouldBe(e.length, 3000000);
// An element added by a getter further on is visited; one past the length read is not.
var f = [];
f[3000000] = 1;
Object.defineProperty(f, 2000000, { get() { f[2500000] = "added"; f[4000000] = "late"; return 0; }, configurable: true, enumerable: true });
var got = [];
f.forEach((v, i) => got.push(i + ":" + v));
shouldBe(got.join(), "2000000:0,2500000:added,3000000:1");
// join writes the separators of the holes without reading them one by one.
var h = [1, 2];
h[3000000] = 3;
shouldBe(h.join("").length, 3);
shouldBe(h.join("-").length, 3000003);
shouldThrow(() => new Array(2 ** 32 - 1).join(), RangeError);
// An element of the prototype fills a hole.
Array.prototype[2000000] = "proto";
var g = [];
g[3000000] = "own";
shouldBe(g.indexOf("proto"), 2000000);
shouldBe(g.lastIndexOf("proto"), 2000000);
delete Array.prototype[2000000];
