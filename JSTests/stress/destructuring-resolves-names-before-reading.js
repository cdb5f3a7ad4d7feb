// A destructuring target that is a name looked up at run time (inside `with`) is resolved
// before the property or iterator value is read (8.6.2, 13.15.5), so a later change to
// the scope object does not redirect the store. (node 20 reads first and fails this.)
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

const log = [];
const scope = new Proxy({}, {
    has(target, key) {
        if (typeof key === "string")
            log.push("has " + key);
        return false;
    },
});
const source = { get p() { log.push("get p"); return undefined; } };
var target, fromArray;
with (scope) {
    var { p: target = 1 } = source;
    var [fromArray] = [2];
}
shouldBe(target, 1, "object pattern target");
shouldBe(fromArray, 2, "array pattern target");
shouldBe(log.slice(0, 3).join(), "has source,has target,get p", "the target is resolved before the read");

// The store goes to the binding found before the read, even if the read adds another.
const holder = {};
var moved = "outer";
with (holder) {
    ({ x: moved } = { get x() { holder.moved = "added during the read"; return "stored"; } });
}
shouldBe(moved, "stored", "the outer binding resolved first receives the value");
shouldBe(holder.moved, "added during the read", "the property added during the read is untouched");
