function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// String.prototype[Symbol.iterator] yields code points; lone surrogates are single elements.
var parts = [];
for (var c of "a\uD83D\uDE00\uD800b\uDC00") parts.push(c);
shouldBe(parts.length, 5);
shouldBe(parts[1], "\uD83D\uDE00");
shouldBe(parts[2], "\uD800");
shouldBe(parts[4], "\uDC00");
var iterator = "ab"[Symbol.iterator]();
var proto = Object.getPrototypeOf(iterator);
shouldBe(proto[Symbol.toStringTag], "String Iterator");
shouldBe(Object.prototype.toString.call(iterator), "[object String Iterator]");
shouldBe(Object.getOwnPropertyNames(iterator).length, 0);
shouldBe(Object.getOwnPropertySymbols(iterator).length, 0);
shouldBe(iterator[Symbol.iterator](), iterator);
shouldBe(iterator.next().value, "a");
shouldBe(iterator.next().value, "b");
var done = iterator.next();
shouldBe(done.done, true);
shouldBe(done.value, undefined);
shouldBe(iterator.next().done, true);
shouldThrow(() => proto.next.call({}), TypeError);
shouldThrow(() => String.prototype[Symbol.iterator].call(null), TypeError);
shouldBe(String.prototype[Symbol.iterator].name, "[Symbol.iterator]");
shouldBe([...String.prototype[Symbol.iterator].call(123)].join("|"), "1|2|3");
