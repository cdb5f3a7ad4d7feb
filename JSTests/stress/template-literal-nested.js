function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Nested templates and templates inside substitutions.
var items = ["a", "b"];
var html = `<ul>${items.map(i => `<li>${i}</li>`).join("")}</ul>`;
shouldBe(html, "<ul><li>a</li><li>b</li></ul>");

var depth = `1${`2${`3${`4`}`}`}`;
shouldBe(depth, "1234");

// Braces inside substitutions.
var obj = `${{ a: 1 }.a}`;
shouldBe(obj, "1");
var fn = `${(() => { return "block"; })()}`;
shouldBe(fn, "block");

// Template in a conditional inside a template.
var flag = true;
shouldBe(`x${flag ? `yes` : `no`}z`, "xyesz");

// Template literal as a property key and in a computed member.
var o = { [`k${1}`]: "v" };
shouldBe(o.k1, "v");
shouldBe(o[`k${1}`], "v");
