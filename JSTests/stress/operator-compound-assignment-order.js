function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In `a[i++] += v`, the reference is evaluated once, then the old value read, then v evaluated.
var log = [];
var arr = [10, 20, 30];
var i = 0;
arr[i++] += (log.push("rhs i=" + i), 5);
shouldBe(arr[0], 15);
shouldBe(i, 1);
shouldBe(log.join(), "rhs i=1");

// The left value is read before the right side is evaluated.
var x = 1;
x += (x = 10, 5);
shouldBe(x, 6);

var obj = { p: 1 };
obj.p += (obj.p = 100, 1);
shouldBe(obj.p, 2);

// Full ordering with getters and setters.
log = [];
var target = {
    get v() { log.push("get"); return 1; },
    set v(val) { log.push("set " + val); },
};
function getObj() { log.push("obj"); return target; }
function getKey() { log.push("key"); return "v"; }
function getRhs() { log.push("rhs"); return 2; }
getObj()[getKey()] *= getRhs();
shouldBe(log.join(), "obj,key,get,rhs,set 2");

// An object key is converted with toString.
var keyObj = { toString() { return "k"; } };
var holder = { k: 1 };
holder[keyObj] += 1;
shouldBe(holder.k, 2);

// Compound assignment to an unresolvable reference throws.
shouldThrow(() => { undeclaredCompound += 1; }, ReferenceError);
