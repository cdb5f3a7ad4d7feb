function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Assignment patterns may target properties and array elements.
var obj = {};
var arr = [];
[obj.a, arr[0], obj["b"]] = [1, 2, 3];
shouldBe(obj.a, 1);
shouldBe(arr[0], 2);
shouldBe(obj.b, 3);

({ x: obj.x, y: arr[1] } = { x: "x", y: "y" });
shouldBe(obj.x, "x");
shouldBe(arr[1], "y");

// Setters are called for member targets.
var setLog = [];
var target = { set s(v) { setLog.push(v); } };
[target.s, target.s] = [1, 2];
shouldBe(setLog.join(), "1,2");

// Targets are evaluated before the value is read, for each element in turn.
var log = [];
var holder = {};
function t(name) { log.push("target " + name); return holder; }
var src = { get p() { log.push("get p"); return 1; }, get q() { log.push("get q"); return 2; } };
({ p: t("p").p, q: t("q").q } = src);
shouldBe(log.join(), "target p,get p,target q,get q");

// Nested assignment targets and parenthesised targets.
var deep = { inner: {} };
[{ v: deep.inner.v }] = [{ v: 42 }];
shouldBe(deep.inner.v, 42);
var paren;
[(paren)] = [7];
shouldBe(paren, 7);

// Invalid targets are syntax errors.
shouldThrow(() => eval("[1] = [];"), SyntaxError);
shouldThrow(() => eval("({ a: 1 } = {});"), SyntaxError);
shouldThrow(() => eval("[f()] = [];"), SyntaxError);
