function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// find, findIndex, findLast, findLastIndex visit every index, holes included.
var visited = [];
[1, , 3].find((v, i) => { visited.push(i + ":" + v); return false; });
shouldBe(visited.join(), "0:1,1:undefined,2:3");
visited = [];
[1, , 3].findLast((v, i) => { visited.push(i); return false; });
shouldBe(visited.join(), "2,1,0");
shouldBe([5, 12, 8].find(x => x > 6), 12);
shouldBe([5, 12, 8].findIndex(x => x > 6), 1);
shouldBe([5, 12, 8].findLast(x => x > 6), 8);
shouldBe([5, 12, 8].findLastIndex(x => x > 6), 2);
shouldBe([5].find(x => x > 6), undefined);
shouldBe([5].findIndex(x => x > 6), -1);
shouldBe([5].findLastIndex(x => x > 6), -1);
// The predicate gets (value, index, object) and thisArg.
var args;
var receiver = {};
[7].find(function (v, i, o) { args = [this, v, i, o]; return true; }, receiver);
shouldBe(args[0], receiver);
shouldBe(args[1], 7);
shouldBe(args[2], 0);
shouldBe(Array.isArray(args[3]), true);
// The length is read before the predicate is checked.
var order = [];
shouldThrow(() => Array.prototype.find.call({ get length() { order.push("length"); return 0; } }, null), TypeError);
shouldBe(order.join(), "length");
// Elements appended during the search are not visited; changed ones are seen.
var grow = [1, 2];
var count = 0;
grow.find((v, i) => { count++; if (i === 0) { grow.push(3); grow[1] = 20; } return v === 20; });
shouldBe(count, 2);
