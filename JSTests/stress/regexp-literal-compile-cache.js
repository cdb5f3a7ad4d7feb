function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function shouldBeArray(actual, expected, message) {
    shouldBe(JSON.stringify(actual), JSON.stringify(expected), message);
}

// A regex literal is a new object at each evaluation (with its own lastIndex), while its
// compiled form is shared; RegExp objects made from the same source and flags agree.
var objects = [];
for (var i = 0; i < 200; i++) {
    var re = /(\d+)-(\d+)/g;
    objects.push(re);
    shouldBe(re.lastIndex, 0);
    shouldBe(re.exec("a 12-34 56-78")[2], "34");
    shouldBe(re.lastIndex, 7);
}
shouldBe(objects[0] === objects[1], false);
shouldBe(objects[0].lastIndex, 7);
// Many distinct patterns (more than any cache holds) all work, and keep working.
var made = [];
for (var i = 0; i < 600; i++)
    made.push(new RegExp("x" + i + "y", i % 2 ? "i" : ""));
for (var i = 0; i < 600; i++)
    shouldBe(made[i].test("X" + i + "Y"), i % 2 === 1, "pattern " + i);
// The same source with other flags is another program.
shouldBe(new RegExp("a.c", "s").test("a\nc"), true);
shouldBe(new RegExp("a.c").test("a\nc"), false);
// compile() replaces the program, source, flags and lastIndex (Annex B).
var changing = /a/g;
changing.lastIndex = 3;
shouldBe(changing.compile("b+", "i"), changing);
shouldBe(changing.source, "b+");
shouldBe(changing.flags, "i");
shouldBe(changing.lastIndex, 0);
shouldBe(changing.test("xBB"), true);
changing.compile(/q/m);
shouldBe(changing.flags, "m");
changing.compile();
shouldBe(changing.source, "(?:)");
shouldThrow(() => changing.compile("("), SyntaxError);
shouldBe(changing.source, "(?:)");
shouldBe(RegExp.prototype.compile.length, 2);
