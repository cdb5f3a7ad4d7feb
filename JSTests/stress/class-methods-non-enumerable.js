function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Class methods, getters and setters are non-enumerable; object literal ones are enumerable.
class K {
    method() {}
    get acc() { return 1; }
    static s() {}
}
var d = Object.getOwnPropertyDescriptor(K.prototype, "method");
shouldBe(d.enumerable, false);
shouldBe(d.writable, true);
shouldBe(d.configurable, true);
shouldBe(Object.getOwnPropertyDescriptor(K.prototype, "acc").enumerable, false);
shouldBe(Object.getOwnPropertyDescriptor(K, "s").enumerable, false);
shouldBe(Object.keys(K.prototype).length, 0);
var keys = [];
for (var k in new K()) keys.push(k);
shouldBe(keys.length, 0);

var lit = { method() {} };
shouldBe(Object.getOwnPropertyDescriptor(lit, "method").enumerable, true);

// The own property names of the prototype in definition order.
shouldBe(Object.getOwnPropertyNames(K.prototype).join(), "constructor,method,acc");
shouldBe(Object.getOwnPropertyNames(K).sort().join(), "length,name,prototype,s");
