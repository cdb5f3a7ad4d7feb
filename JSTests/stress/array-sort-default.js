function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Default sort converts elements to strings and compares code units.
var nums = [10, 9, 1, 100, 2];
nums.sort();
shouldBe(nums.join(), "1,10,100,2,9");

var words = ["b", "a", "C", "B"];
words.sort();
shouldBe(words.join(), "B,C,a,b");

// undefined values go to the end (before holes), without being compared.
var withUndef = [3, undefined, 1, undefined, 2];
withUndef.sort();
shouldBe(withUndef.slice(0, 3).join(), "1,2,3");
shouldBe(withUndef[3], undefined);
shouldBe(withUndef.length, 5);

// sort returns the same array.
var same = [2, 1];
shouldBe(same.sort(), same);

// Mixed types.
var mixed = [true, 1, "1", null, "a"];
mixed.sort();
shouldBe(mixed.map(String).join(), "1,1,a,null,true");

// Negative numbers and decimals as strings.
var neg = [-1, -10, 5, 0.5];
neg.sort();
shouldBe(neg.join(), "-1,-10,0.5,5");

// Sorting large arrays with default comparison.
var big = [];
for (var i = 0; i < 2000; i++) big.push((i * 7919) % 2000);
big.sort();
for (var j = 1; j < big.length; j++)
    if (String(big[j - 1]) > String(big[j])) throw new Error("not sorted at " + j);

// Non-callable comparator (other than undefined) throws TypeError.
shouldThrow(() => [1, 2].sort(null), TypeError);
shouldThrow(() => [1, 2].sort(5), TypeError);
