function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A member-expression tag is called as a method with the object as this.
var obj = {
    prefix: ">",
    tag(strings, ...values) { return this.prefix + strings.raw.join("_") + values.join(""); },
};
shouldBe(obj.tag`a${1}b`, ">a_b1");
shouldBe(obj["tag"]`x`, ">x");

// Tags that return functions can be chained.
function chain(strings) { return function (s2) { return strings[0] + s2[0]; }; }
shouldBe(chain`first``second`, "firstsecond");

// Tag precedence: member access and calls bind tighter than the template.
var holder = { fn: () => tag => tag[0] };
shouldBe(holder.fn()`inner`, "inner");

// Values are passed without conversion.
function identity(strings, v) { return v; }
var o = {};
shouldBe(identity`${o}`, o);

// Tag is evaluated before the substitutions.
var log = [];
function getTag() { log.push("tag"); return () => 0; }
getTag()`${log.push("sub")}`;
shouldBe(log.join(), "tag,sub");

// Optional chaining with a tagged template is a syntax error.
shouldThrow(() => eval("obj?.tag`x`"), SyntaxError);
