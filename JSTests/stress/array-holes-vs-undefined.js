function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Holes are missing properties; undefined elements are present.
var holes = [1, , 3];
var undef = [1, undefined, 3];
shouldBe(holes.length, 3);
shouldBe(1 in holes, false);
shouldBe(1 in undef, true);
shouldBe(holes[1], undefined);
shouldBe(holes.hasOwnProperty(1), false);
shouldBe(Object.keys(holes).join(), "0,2");
shouldBe(Object.keys(undef).join(), "0,1,2");

// forEach, map, filter, some, every and reduce skip holes.
var visited = [];
holes.forEach((v, i) => visited.push(i));
shouldBe(visited.join(), "0,2");
var mapped = holes.map(v => v * 2);
shouldBe(1 in mapped, false);
shouldBe(mapped.length, 3);
shouldBe(holes.filter(() => true).length, 2);
var calls = 0;
holes.every(() => { calls++; return true; });
holes.some(() => { calls++; return false; });
shouldBe(calls, 4);
shouldBe(holes.reduce((a, b) => a + b), 4);

// find, findIndex, includes, join and iteration treat holes as undefined.
shouldBe(holes.findIndex(v => v === undefined), 1);
shouldBe(holes.includes(undefined), true);
shouldBe(holes.indexOf(undefined), -1);
shouldBe(undef.indexOf(undefined), 1);
shouldBe(holes.join("-"), "1--3");
shouldBe([...holes].hasOwnProperty(1), true);
shouldBe(Array.from(holes).hasOwnProperty(1), true);

// Holes fall through to the prototype.
Array.prototype[1] = "from prototype";
shouldBe(holes[1], "from prototype");
shouldBe(undef[1], undefined);
delete Array.prototype[1];

// Creating holes: delete, length extension, Array(n), writing beyond the end.
var a = [1, 2, 3];
delete a[1];
shouldBe(1 in a, false);
var b = [];
b.length = 3;
shouldBe(0 in b, false);
var c = Array(3);
shouldBe(c.length, 3);
shouldBe(0 in c, false);
var d = [];
d[2] = "x";
shouldBe(0 in d, false);
shouldBe(d.length, 3);

// Sorting moves holes to the end after undefined values.
var s = [3, , undefined, 1];
s.sort();
shouldBe(s[0], 1);
shouldBe(s[1], 3);
shouldBe(s[2], undefined);
shouldBe(2 in s, true);
shouldBe(3 in s, false);
