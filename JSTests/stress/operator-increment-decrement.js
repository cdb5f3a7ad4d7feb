function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Prefix and postfix ++/-- on variables, properties and elements.
var i = 5;
shouldBe(i++, 5);
shouldBe(i, 6);
shouldBe(++i, 7);
shouldBe(i--, 7);
shouldBe(--i, 5);

var obj = { n: 1 };
shouldBe(obj.n++, 1);
shouldBe(++obj.n, 3);
shouldBe(obj["n"]--, 3);
shouldBe(obj.n, 2);

var arr = [10];
arr[0]++;
++arr[0];
shouldBe(arr[0], 12);

// A missing property becomes NaN.
var empty = {};
empty.x++;
shouldBe(empty.x, NaN);

// The key expression and the object are evaluated exactly once.
var count = 0;
var holder = { v: [0, 0] };
function get() { count++; return holder; }
get().v[count]++;
shouldBe(count, 1);
shouldBe(holder.v[1], 1);

// Getters and setters are each called once.
var log = [];
var acc = {
    _v: 1,
    get v() { log.push("get"); return this._v; },
    set v(x) { log.push("set " + x); this._v = x; },
};
acc.v++;
shouldBe(log.join(), "get,set 2");

// Increments cross the int32 boundary correctly.
var big = 2147483647;
big++;
shouldBe(big, 2147483648);
var small = -2147483648;
small--;
shouldBe(small, -2147483649);

// Invalid targets are syntax errors; const increments throw.
shouldThrow(() => eval("1++"), SyntaxError);
shouldThrow(() => eval("++(a + b)"), SyntaxError);
shouldThrow(() => { const c = 1; c++; }, TypeError);
