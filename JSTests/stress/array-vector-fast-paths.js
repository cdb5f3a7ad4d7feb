// The one-pass fast paths of the array methods (search, pop, concat, slice, apply, spread)
// give what the specification's element-by-element steps give, holes and inherited
// elements included, and step aside when those steps could observe something.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldBeArray(actual, expected, message) {
    shouldBe(actual.length, expected.length, message + " (length)");
    for (var i = 0; i < expected.length; i++) {
        shouldBe(i in actual, i in expected, message + " (presence of " + i + ")");
        shouldBe(actual[i], expected[i], message + " [" + i + "]");
    }
}

var holey = [1, , 3, NaN, "s", 1.5, , undefined];
shouldBe(holey.indexOf(3), 2);
shouldBe(holey.indexOf(undefined), 7, "indexOf skips holes");
shouldBe(holey.indexOf(NaN), -1);
shouldBe(holey.includes(NaN), true);
shouldBe([1, , 3].includes(undefined), true, "includes reads holes as undefined");
shouldBe(holey.lastIndexOf(1), 0);
shouldBe(holey.lastIndexOf("s", 3), -1);
shouldBe(holey.lastIndexOf(1.5, -3), 5);
shouldBe([1, 2, 3].indexOf(3, 5), -1);
shouldBe([0.5, 1.0, 2].indexOf(1), 1, "int and double compare by value");
shouldBe([-0].includes(0), true);

// Inherited elements show through holes.
Array.prototype[1] = "inherited";
try {
    shouldBe(holey.indexOf("inherited"), 1);
    shouldBe(holey.lastIndexOf("inherited"), 1);
    shouldBe(holey.includes("inherited"), true);
    shouldBeArray(holey.slice(0, 3), [1, "inherited", 3], "slice reads through to the prototype");
    shouldBeArray([0, , 2].concat([]), [0, "inherited", 2], "concat too");
    var spread = [...[0, , 2]];
    shouldBe(spread[1], "inherited");
    shouldBe(Math.max.apply(null, [0, , 2]), NaN, "apply reads holes through the prototype");
    var p = [7, , ];
    shouldBe(p.pop(), "inherited");
    shouldBe(p.length, 1);
} finally {
    delete Array.prototype[1];
}

// Without inherited elements, holes stay holes in copies and read as undefined elsewhere.
shouldBeArray([0, , 2].slice(), [0, , 2], "slice keeps holes");
shouldBeArray([0, , 2].concat([3, , 5], 6), [0, , 2, 3, , 5, 6], "concat keeps holes");
shouldBeArray([1, 2].concat(["a", 2.5], [{}].length), [1, 2, "a", 2.5, 1], "concat of mixed kinds");
var spreadHoles = [...[0, , 2]];
shouldBe(1 in spreadHoles, true, "spread reads holes as undefined");
shouldBe(spreadHoles[1], undefined);
function count() { return arguments.length + ":" + arguments[1]; }
shouldBe(count.apply(null, [0, , 2]), "3:undefined");
shouldBe(Reflect.apply(count, null, [5, 6]), "2:6");
shouldBe(new (function () { this.n = arguments.length; })(...[1, 2, 3]).n, 3);
var q = [1, 2, , ];
shouldBe(q.pop(), undefined);
shouldBe(q.length, 2);
shouldBe(q.pop(), 2);

// A getter makes every element observable: the general steps run, in order.
var log = [];
var watched = [0, 1, 2];
Object.defineProperty(watched, 1, { get: function () { log.push("get"); return 10; }, configurable: true });
shouldBe(watched.indexOf(10), 1);
shouldBe(watched.slice(1)[0], 10);
shouldBe(count.apply(null, watched), "3:10");
shouldBe(log.length, 3);

// A frozen array's length cannot change, so pop throws as the specification says.
var frozen = Object.freeze([1, 2]);
var threw = false;
try { frozen.pop(); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true);
shouldBe(frozen.length, 2);
