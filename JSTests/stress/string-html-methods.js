// Annex B's String.prototype HTML methods wrap the string in one tag, quoting the
// attribute value's double quotes, and convert `this` and the argument in that order.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}
function shouldThrow(f, type, what) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error(what + ": wrong error " + e);
        return;
    }
    throw new Error(what + ": no exception");
}

const plain = { big: "big", blink: "blink", bold: "b", fixed: "tt", italics: "i", small: "small", strike: "strike", sub: "sub", sup: "sup" };
for (const name in plain) {
    shouldBe("text"[name](), "<" + plain[name] + ">text</" + plain[name] + ">", name);
    shouldBe(String.prototype[name].length, 0, name + ".length");
}
const withAttribute = { anchor: ["a", "name"], fontcolor: ["font", "color"], fontsize: ["font", "size"], link: ["a", "href"] };
for (const name in withAttribute) {
    const [tag, attribute] = withAttribute[name];
    shouldBe("t"[name]('say "hi"'), "<" + tag + " " + attribute + '="say &quot;hi&quot;">t</' + tag + ">", name);
    shouldBe("t"[name](), "<" + tag + " " + attribute + '="undefined">t</' + tag + ">", name + " without argument");
    shouldBe(String.prototype[name].length, 1, name + ".length");
}

// `this` is converted before the attribute value.
const order = [];
const receiver = { toString() { order.push("this"); return "r"; } };
const value = { toString() { order.push("value"); return "v"; } };
shouldBe(String.prototype.link.call(receiver, value), '<a href="v">r</a>', "converted receiver");
shouldBe(order.join(), "this,value", "conversion order");

shouldThrow(() => String.prototype.bold.call(undefined), TypeError, "undefined receiver");
shouldThrow(() => String.prototype.anchor.call(null, "x"), TypeError, "null receiver");
shouldThrow(() => "x".anchor(Symbol()), TypeError, "symbol attribute");
shouldThrow(() => new String.prototype.big(), TypeError, "not a constructor");

// A long attribute value is copied whole.
let long = "x".repeat(1 << 20);
shouldBe("y".anchor(long).length, long.length + 16, "long attribute");
