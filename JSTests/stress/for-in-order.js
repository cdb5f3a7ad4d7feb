function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-in enumerates integer keys in ascending order, then string keys in insertion order.
var obj = { b: 1, 2: 1, a: 1, 1: 1, "-1": 1, "01": 1, 10: 1, c: 1 };
var keys = [];
for (var k in obj) keys.push(k);
shouldBe(keys.join(), "1,2,10,b,a,-1,01,c");
shouldBe(Object.keys(obj).join(), keys.join());

// Large integers that are array indices come first; 2^32-1 is not an index.
var big = { x: 1, 4294967294: 1, 4294967295: 1, 0: 1 };
keys = [];
for (var k2 in big) keys.push(k2);
shouldBe(keys.join(), "0,4294967294,x,4294967295");

// Keys added later come after.
var o = { first: 1 };
o.second = 2;
o[5] = 3;
keys = [];
for (var k3 in o) keys.push(k3);
shouldBe(keys.join(), "5,first,second");

// Deleting and re-adding moves the key to the end.
var re = { a: 1, b: 2, c: 3 };
delete re.a;
re.a = 4;
shouldBe(Object.keys(re).join(), "b,c,a");

// Symbols are never enumerated by for-in.
var withSym = { [Symbol("s")]: 1, s: 2 };
keys = [];
for (var k4 in withSym) keys.push(k4);
shouldBe(keys.join(), "s");

// Keys are always strings.
for (var k5 in [5]) shouldBe(typeof k5, "string");
