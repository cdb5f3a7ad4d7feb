function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The callee is evaluated before the arguments, and arguments left to right.
var log = [];
function getCallee() { log.push("callee"); return function () { log.push("call"); }; }
function arg(n) { log.push("arg" + n); return n; }
getCallee()(arg(1), arg(2), arg(3));
shouldBe(log.join(","), "callee,arg1,arg2,arg3,call");

// The callee is checked for callability after arguments are evaluated.
log = [];
var notFn = 5;
shouldThrow(() => notFn(arg(1)), TypeError);
shouldBe(log.join(","), "arg1");

// Member callee: the object and property are read before arguments.
log = [];
var obj = { get m() { log.push("get m"); return function () { log.push("m"); }; } };
obj.m(arg(1));
shouldBe(log.join(","), "get m,arg1,m");

// new: constructor expression first, then arguments.
log = [];
function C() { log.push("construct"); }
function getC() { log.push("getC"); return C; }
new (getC())(arg(1));
shouldBe(log.join(","), "getC,arg1,construct");
