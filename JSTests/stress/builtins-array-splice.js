function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.31 splice: start, deleteCount and items.
var a = [1, 2, 3, 4, 5];
shouldBe(a.splice(1, 2).join(), "2,3");
shouldBe(a.join(), "1,4,5");
shouldBe(a.splice(-1).join(), "5");
shouldBe(a.join(), "1,4");
shouldBe(a.splice(1, 0, "a", "b").length, 0);
shouldBe(a.join(), "1,a,b,4");
shouldBe(a.splice(0, 1, "x", "y", "z").join(), "1");
shouldBe(a.join(), "x,y,z,a,b,4");
// No arguments: nothing is removed. One argument: everything from start.
var b = [1, 2, 3];
shouldBe(b.splice().length, 0);
shouldBe(b.length, 3);
shouldBe(b.splice(undefined).length, 3);
shouldBe(b.length, 0);
var c = [1, 2, 3];
shouldBe(c.splice(1, undefined).length, 0);
shouldBe(c.splice(1, -5).length, 0);
shouldBe(c.splice(1, Infinity).join(), "2,3");
// Holes in the removed part stay holes; the result's length is the count.
var d = [1, , 3, 4];
var removed = d.splice(0, 3);
shouldBe(removed.length, 3);
shouldBe(removed.hasOwnProperty(1), false);
shouldBe(d.join(), "4");
// Generic.
var like = { length: 3, 0: "a", 1: "b", 2: "c" };
shouldBe(Array.prototype.splice.call(like, 1, 1).join(), "b");
shouldBe(like.length, 2);
shouldBe(like[1], "c");
shouldBe(like.hasOwnProperty(2), false);
// Arguments are converted in order.
var order = [];
[1, 2].splice({ valueOf() { order.push("start"); return 0; } }, { valueOf() { order.push("count"); return 1; } });
shouldBe(order.join(), "start,count");
