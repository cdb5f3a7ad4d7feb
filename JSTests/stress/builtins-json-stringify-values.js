function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.stringify of primitives, wrappers, toJSON and values it leaves out.
shouldBe(JSON.stringify(undefined), undefined);
shouldBe(JSON.stringify(function () {}), undefined);
shouldBe(JSON.stringify(Symbol()), undefined);
shouldBe(JSON.stringify(-0), "0");
shouldBe(JSON.stringify(1e21), "1e+21");
shouldBe(JSON.stringify([NaN, Infinity]), "[null,null]");
shouldBe(JSON.stringify([undefined, function () {}, Symbol()]), "[null,null,null]");
shouldBe(JSON.stringify({ a: undefined, b: function () {}, c: Symbol(), [Symbol()]: 1 }), "{}");
shouldBe(JSON.stringify(new String("x")), '"x"');
shouldBe(JSON.stringify(new Number(3)), "3");
shouldBe(JSON.stringify(new Boolean(false)), "false");
shouldBe(JSON.stringify({ toJSON(key) { return "key:" + key; } }), '"key:"');
shouldBe(JSON.stringify({ a: { toJSON(key) { return "key:" + key; } } }), '{"a":"key:a"}');
shouldBe(JSON.stringify([{ toJSON(key) { return key; } }]), '["0"]');
shouldBe(JSON.stringify({ toJSON: 1, a: 2 }), '{"toJSON":1,"a":2}');
shouldBe(JSON.stringify({ b: 2, a: 1, 1: "x" }), '{"1":"x","b":2,"a":1}');
shouldBe(JSON.stringify(Object.create({ inherited: 1 }, { own: { value: 2, enumerable: true }, hidden: { value: 3 } })), '{"own":2}');
shouldBe(JSON.stringify({ get a() { return 1; } }), '{"a":1}');
shouldThrow(() => JSON.stringify({ a: 1n }), TypeError);
shouldThrow(() => JSON.stringify(Object(1n)), TypeError);
BigInt.prototype.toJSON = function () { return this.toString() + "n"; };
shouldBe(JSON.stringify({ a: 1n }), '{"a":"1n"}');
delete BigInt.prototype.toJSON;
shouldThrow(() => JSON.stringify({ get a() { throw new RangeError("x"); } }), RangeError);
