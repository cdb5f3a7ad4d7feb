function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.13 flat and 23.1.3.14 flatMap.
shouldBe([1, [2, [3, [4]]]].flat().length, 3);
shouldBe([1, [2, [3, [4]]]].flat(2).length, 4);
shouldBe(JSON.stringify([1, [2, [3, [4]]]].flat(Infinity)), "[1,2,3,4]");
shouldBe(JSON.stringify([1, [2]].flat(0)), "[1,[2]]");
shouldBe(JSON.stringify([1, [2]].flat(-1)), "[1,[2]]");
shouldBe(JSON.stringify([1, [2, [3]]].flat("1")), "[1,2,[3]]");
// Holes are skipped at every level.
shouldBe(JSON.stringify([1, , [2, , 3]].flat()), "[1,2,3]");
// Array-likes are not flattened, only arrays.
var like = { length: 1, 0: "x" };
shouldBe([like].flat()[0], like);
// flatMap flattens one level of the mapper's results and maps only the top level.
shouldBe(JSON.stringify([1, 2].flatMap(x => [x, x * 2])), "[1,2,2,4]");
shouldBe(JSON.stringify([1, 2].flatMap(x => [[x]])), "[[1],[2]]");
var mapperCalls = 0;
[[1, 2], [3]].flatMap(x => { mapperCalls++; return x; });
shouldBe(mapperCalls, 2);
shouldBe(JSON.stringify(["a"].flatMap(function (v, i, o) { return [this.p, v, i, o.length]; }, { p: "P" })), '["P","a",0,1]');
shouldThrow(() => [1].flatMap(), TypeError);
shouldThrow(() => [1].flatMap({}), TypeError);
// Deep nesting with Infinity.
var deep = [0];
for (var i = 0; i < 500; i++) deep = [deep];
shouldBe(deep.flat(Infinity).length, 1);
