// Object.prototype.hasOwnProperty answers an atom key of an ordinary object from its
// structure at once; index-like names, other receivers and other keys take the general
// steps. Each answer must be the specification's.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const has = Object.prototype.hasOwnProperty;
const proto = { inherited: 1 };
const symbol = Symbol("s");
for (let round = 0; round < 300; round++) {
    const object = Object.create(proto);
    object.own = 1;
    object[0] = "zero";
    object[symbol] = true;
    shouldBe(object.hasOwnProperty("own"), true);
    shouldBe(object.hasOwnProperty("inherited"), false, "an inherited property");
    shouldBe(object.hasOwnProperty("missing"), false);
    shouldBe(object.hasOwnProperty("0"), true, "an index spelled as a string");
    shouldBe(object.hasOwnProperty(0), true);
    shouldBe(object.hasOwnProperty("00"), false, "not a canonical index");
    shouldBe(object.hasOwnProperty(symbol), true);
    shouldBe(object.hasOwnProperty({ toString() { return "own"; } }), true, "a key converted first");
    delete object.own;
    shouldBe(object.hasOwnProperty("own"), false, "after a delete");
    shouldBe(has.call([1, 2], "length"), true, "an array's length");
    shouldBe(has.call([1, 2], "1"), true);
    shouldBe(has.call("abc", "length"), true, "a string this");
    shouldBe(has.call("abc", "1"), true);
    shouldBe(has.call(function f(a) {}, "name"), true, "a function's name");
    shouldBe(has.call(function f(a) {}, "prototype"), true);
    shouldBe(has.call(() => {}, "prototype"), false);
    shouldBe(has.call(new Proxy({}, { getOwnPropertyDescriptor() { return { value: 1, configurable: true }; } }), "x"), true, "a proxy's trap");
    const dictionary = {};
    for (let i = 0; i < 80; i++) dictionary["p" + i] = i;
    delete dictionary.p3;
    shouldBe(dictionary.hasOwnProperty("p4"), true, "a dictionary object");
    shouldBe(dictionary.hasOwnProperty("p3"), false);
}
let threw = false;
try { has.call(null, "x"); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "a null this");
const order = [];
try {
    has.call(undefined, { toString() { order.push("key"); return "x"; } });
} catch (e) {
    order.push(e.constructor.name);
}
shouldBe(order.join(), "key,TypeError", "the key is converted before this");
