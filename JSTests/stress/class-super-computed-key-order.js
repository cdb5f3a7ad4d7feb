function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) converts the key before GetSuperBase and before the right-hand side.
// super[expr]: the key expression is evaluated, then the home object's prototype is
// read, then the key is converted.
var log = [];
class Base { get m() { return "base m"; } }
class Derived extends Base {
    read(key) { return super[key]; }
}
var key = { toString() { log.push("convert"); return "m"; } };
var proto = Derived.prototype;
shouldBe(new Derived().read(key), "base m");
shouldBe(log.join(), "convert");

// Changing the prototype chain in ToPropertyKey does not change the base already read.
var other = { m: "other m" };
var switching = { toString() { Object.setPrototypeOf(proto, other); return "m"; } };
shouldBe(new Derived().read(switching), "base m");
shouldBe(new Derived().read("m"), "other m");

// An assignment converts the key after the right-hand side; a compound assignment
// converts it once, before the read.
log = [];
var store = { w: 10 };
class Writer extends Object {
    assign(key) { super[key] = (log.push("rhs"), 1); }
    add(key) { super[key] += (log.push("rhs"), 1); }
}
Object.setPrototypeOf(Writer.prototype, store);
var writer = new Writer();
var loggingKey = { toString() { log.push("convert"); return "w"; } };
writer.assign(loggingKey);
shouldBe(log.join(), "rhs,convert");
shouldBe(writer.w, 1);
log = [];
writer.add(loggingKey);
shouldBe(log.join(), "convert,rhs");
shouldBe(writer.w, 11); // read from the prototype, written to the receiver
shouldBe(store.w, 10);
