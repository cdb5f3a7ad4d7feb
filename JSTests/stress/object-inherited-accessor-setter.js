function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Assigning to a property that is an inherited accessor calls the setter with the receiver as this.
var log = [];
var proto = {
    get value() { return this._value; },
    set value(v) { log.push("setter"); this._value = v * 2; },
};
var obj = Object.create(proto);
obj.value = 5;
shouldBe(log.join(), "setter");
shouldBe(obj.value, 10);
shouldBe(obj.hasOwnProperty("value"), false);
shouldBe(obj.hasOwnProperty("_value"), true);
shouldBe(proto._value, undefined);

// An inherited getter without a setter blocks the assignment (throws in strict mode).
var getterOnly = Object.create({ get ro() { return "ro"; } });
getterOnly.ro = "new";
shouldBe(getterOnly.ro, "ro");
shouldBe(getterOnly.hasOwnProperty("ro"), false);
shouldThrow(() => { "use strict"; getterOnly.ro = "new"; }, TypeError);

// Deeper in the chain.
var deep = Object.create(Object.create(proto));
deep.value = 1;
shouldBe(deep._value, 2);

// defineProperty bypasses the setter.
var viaDefine = Object.create(proto);
Object.defineProperty(viaDefine, "value", { value: "own", writable: true, enumerable: true, configurable: true });
shouldBe(viaDefine.value, "own");

// An own data property shadows the inherited accessor.
log = [];
viaDefine.value = "changed";
shouldBe(log.length, 0);
shouldBe(viaDefine.value, "changed");
