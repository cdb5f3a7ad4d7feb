function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// An object with thousands of properties.
var obj = {};
for (var i = 0; i < 5000; i++) obj["key" + i] = i;
shouldBe(Object.keys(obj).length, 5000);
shouldBe(obj.key0, 0);
shouldBe(obj.key4999, 4999);
var sum = 0;
for (var k in obj) sum += obj[k];
shouldBe(sum, 4999 * 5000 / 2);

// Keys keep insertion order.
var keys = Object.keys(obj);
shouldBe(keys[0], "key0");
shouldBe(keys[2500], "key2500");
shouldBe(keys[4999], "key4999");

// Overwriting and reading back.
for (var j = 0; j < 5000; j += 2) obj["key" + j] = -j;
shouldBe(obj.key2, -2);
shouldBe(obj.key3, 3);

// Many integer-keyed properties on a plain object.
var ints = {};
for (var n = 2999; n >= 0; n--) ints[n] = n;
var ik = Object.keys(ints);
shouldBe(ik.length, 3000);
shouldBe(ik[0], "0");
shouldBe(ik[2999], "2999");

// Objects with many symbol keys.
var syms = [];
var symObj = {};
for (var m = 0; m < 500; m++) { var s = Symbol(m); syms.push(s); symObj[s] = m; }
shouldBe(Object.getOwnPropertySymbols(symObj).length, 500);
shouldBe(symObj[syms[250]], 250);
