function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Arrays of records go through per-structure skeletons; the text is the general
// algorithm's in every case below.
var records = [];
for (var i = 0; i < 3; i++) records.push({ id: i, name: "n" + i, ok: i % 2 === 0, score: i + 0.5, nothing: null, gone: undefined });
shouldBe(JSON.stringify(records), '[{"id":0,"name":"n0","ok":true,"score":0.5,"nothing":null},{"id":1,"name":"n1","ok":false,"score":1.5,"nothing":null},{"id":2,"name":"n2","ok":true,"score":2.5,"nothing":null}]');
shouldBe(JSON.stringify(records.slice(0, 1), null, 2), '[\n  {\n    "id": 0,\n    "name": "n0",\n    "ok": true,\n    "score": 0.5,\n    "nothing": null\n  }\n]');

// Non-enumerable and symbol-keyed properties are skipped; getters run in key order.
var log = [];
var special = { a: 1, get b() { log.push("b"); return 2; }, c: 3 };
Object.defineProperty(special, "hidden", { value: 9, enumerable: false });
special[Symbol("s")] = 4;
shouldBe(JSON.stringify([special, special]), '[{"a":1,"b":2,"c":3},{"a":1,"b":2,"c":3}]');
shouldBe(log.join(), "b,b");

// A toJSON of one member may change the record: later members are read as they are then.
var holder = { first: { toJSON() { holder.second = "changed"; delete holder.third; holder.fourth = "added"; return "f"; } }, second: "s", third: "t" };
shouldBe(JSON.stringify(holder), '{"first":"f","second":"changed"}');
var same = [{ v: { toJSON() { same[1].v = "late"; return 1; } } }, { v: "early" }];
shouldBe(JSON.stringify(same), '[{"v":1},{"v":"late"}]');

// A toJSON added to the prototype while an array of records is being written applies
// to the records after it.
function Point(x) { this.x = x; }
var points = [new Point(1), { toJSON() { Point.prototype.toJSON = function () { return "P" + this.x; }; return "switch"; } }, new Point(2)];
shouldBe(JSON.stringify(points), '[{"x":1},"switch","P2"]');
delete Point.prototype.toJSON;

// Numbers and strings.
shouldBe(JSON.stringify([0, -0, 1, -1, 2147483647, -2147483648, 2147483648, 1e21, 1.5e-7, 0.1, NaN, Infinity, -Infinity]),
    "[0,0,1,-1,2147483647,-2147483648,2147483648,1e+21,1.5e-7,0.1,null,null,null]");
shouldBe(JSON.stringify(["plain", "q\"b\\s\n\u0001", "é", "\u2028", "\ud800", "\ud83d\ude00"]),
    '["plain","q\\"b\\\\s\\n\\u0001","é","\u2028","\\ud800","\ud83d\ude00"]');
var rope = "a".repeat(20) + "b".repeat(20);
shouldBe(JSON.stringify({ rope }), '{"rope":"' + rope + '"}');

// Replacers and property lists take the general path and agree.
shouldBe(JSON.stringify(records[0], ["name", "id"]), '{"name":"n0","id":0}');
shouldBe(JSON.stringify(records[0], (k, v) => typeof v === "number" ? v * 10 : v), '{"id":0,"name":"n0","ok":true,"score":5,"nothing":null}');
// BigInts need a toJSON.
shouldThrow(() => JSON.stringify({ big: 1n }), TypeError);
BigInt.prototype.toJSON = function () { return "big" + this; };
shouldBe(JSON.stringify({ big: 1n }), '{"big":"big1"}');
delete BigInt.prototype.toJSON;
