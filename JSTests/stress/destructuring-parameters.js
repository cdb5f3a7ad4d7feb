function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Destructuring patterns in function parameters.
function point({ x, y = 0 }) { return x + ":" + y; }
shouldBe(point({ x: 1 }), "1:0");
shouldBe(point({ x: 1, y: 2 }), "1:2");
shouldThrow(() => point(), TypeError);

function withDefault({ x = 1, y = 2 } = {}) { return x + y; }
shouldBe(withDefault(), 3);
shouldBe(withDefault({ y: 10 }), 11);

function arrParam([first, ...rest], last) { return first + rest.length + last; }
shouldBe(arrParam([1, 2, 3], 4), 7);

var arrow = ({ a }, [b]) => a + b;
shouldBe(arrow({ a: 1 }, [2]), 3);

// Parameter patterns make the function length stop at defaults only.
shouldBe(point.length, 1);
shouldBe(withDefault.length, 0);

// Nested patterns with defaults in methods.
var obj = {
    m({ opts: { verbose = false } = {} } = {}) { return verbose; },
};
shouldBe(obj.m(), false);
shouldBe(obj.m({ opts: { verbose: true } }), true);

// Duplicate names in parameter patterns are syntax errors.
shouldThrow(() => eval("(function ({ a }, { a }) {})"), SyntaxError);
