function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// yield inside various expression positions.
function* gen() {
    var obj = { a: yield "a", [yield "key"]: yield "value" };
    var arr = [yield "e0", ...(yield "spread")];
    var cond = (yield "cond") ? yield "then" : yield "else";
    var tmpl = `${yield "t1"}-${yield "t2"}`;
    return [obj.a, obj.k, arr.join("|"), cond, tmpl];
}
var g = gen();
var steps = [];
var r = g.next();
var inputs = { a: 1, key: "k", value: "v", e0: "x", spread: ["y", "z"], cond: false, else: "E", t1: "T", t2: "U" };
while (!r.done) {
    steps.push(r.value);
    r = g.next(inputs[r.value]);
}
shouldBe(steps.join(), "a,key,value,e0,spread,cond,else,t1,t2");
shouldBe(r.value.join(), "1,v,x|y|z,E,T-U");

// yield as an operand requires parentheses in binary expressions.
shouldThrow(() => eval("function* f() { 1 + yield; }"), SyntaxError);
function* paren() { return 1 + (yield); }
var p = paren();
p.next();
shouldBe(p.next(2).value, 3);

// yield in parameters is an error; yield in a nested normal function is an identifier (sloppy).
shouldThrow(() => eval("function* f(x = yield) {}"), SyntaxError);
