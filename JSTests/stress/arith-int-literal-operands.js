// Operators with an int32 literal on the right, in expressions and compound assignments,
// compile to one instruction per operator (AddInt ... UShrInt); every kind of left operand
// must still get the operator's full semantics.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function shouldThrowTypeError(f, what) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof TypeError))
            throw new Error(what + ": expected a TypeError but got " + e);
        return;
    }
    throw new Error(what + ": expected an exception");
}

shouldBe("a" + 1, "a1", "string + int");
shouldBe("5" - 1, 4, "string - int");
shouldBe(2147483647 + 1, 2147483648, "int32 overflow to double");
shouldBe(-2147483648 - 1, -2147483649, "int32 underflow to double");
shouldBe(1 << 31, -2147483648, "shift into the sign bit");
shouldBe(-8 >> 1, -4, "arithmetic shift");
shouldBe(-8 >>> 28, 15, "logical shift");
shouldBe(-1 >>> 0, 4294967295, "unsigned result beyond int32");
shouldBe(2 ** 31 | 0, -2147483648, "ToInt32 of a double");
shouldBe(3.75 | 0, 3, "truncation");
shouldBe(NaN | 0, 0, "NaN | 0");
shouldBe(-0 + 0, 0, "-0 + 0");
shouldBe(-0 - 0, -0, "-0 - 0");
shouldBe(null + 1, 1, "null + 1");
shouldBe(undefined | 0, 0, "undefined | 0");
shouldBe([] + 1, "1", "array + 1");
shouldBe(({ valueOf() { return 6; } }) >> 1, 3, "valueOf");
const order = [];
const tracked = { valueOf() { order.push("valueOf"); return 1; } };
shouldBe(tracked + 1, 2, "object + 1");
shouldBe(order.join(), "valueOf", "ToPrimitive ran once");
shouldThrowTypeError(() => Symbol() + 1, "symbol + 1");
shouldThrowTypeError(() => 1n + 1, "bigint + 1");
shouldThrowTypeError(() => 1n | 0, "bigint | 0");

// In a loop whose profile first sees int32s, then doubles, then strings.
const inputs = [1, 2, 3, 1.5, 2.5, "x", "y", 2147483647];
const expected = [2, 3, 4, 2.5, 3.5, "x1", "y1", 2147483648];
for (let i = 0; i < inputs.length; i++) shouldBe(inputs[i] + 1, expected[i], "loop " + i);
let acc = 0;
for (let i = 0; i < 1000; i++) acc = (acc + i * 7) | 0;
shouldBe(acc, 3496500, "an accumulator kept in int32");

// Compound assignments with a literal: to registers, globals, closures' variables,
// properties and elements, with every operator.
function compound(start) {
    let x = start;
    x += 5; x -= 2; x |= 8; x &= 0xff; x ^= 3; x <<= 2; x >>= 1; x >>>= 1;
    return x;
}
shouldBe(compound(1), 15, "compound on an int32");
shouldBe(compound(2147483647), 9, "compound through a double");
shouldBe(compound("7"), 74, "compound on a string");
var globalCount = 0;
let lexicalCount = 0;
let captured = 0;
const bump = () => { captured += 3; };
const box = { n: 1, get g() { return this.n * 10; }, set g(v) { this.n = v; } };
const list = [1, 2, 3];
for (let i = 0; i < 500; i++) {
    globalCount += 2;
    lexicalCount -= 1;
    bump();
    box.n <<= 0;
    box.n += 1;
    list[i % 3] ^= 1;
}
shouldBe(globalCount, 1000, "a global var");
shouldBe(lexicalCount, -500, "a global let");
shouldBe(captured, 1500, "a captured variable");
shouldBe(box.n, 501, "a property");
box.g += 1;
shouldBe(box.n, 5011, "an accessor: get, add, set");
shouldBe(list.join(), "0,3,3", "elements");
let text = "a";
text += 1;
shouldBe(text, "a1", "a string += int");
let big = 1n;
shouldThrowTypeError(() => { big += 1; }, "bigint += int");
shouldBe(big, 1n, "unchanged after the TypeError");
const frozen = Object.freeze({ n: 1 });
shouldThrowTypeError(() => { "use strict"; frozen.n += 1; }, "a read-only property in strict code");
