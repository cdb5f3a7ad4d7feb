function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Writing at index >= length extends the array.
var arr = [];
arr[0] = "a";
shouldBe(arr.length, 1);
arr[5] = "f";
shouldBe(arr.length, 6);
arr["7"] = "h";
shouldBe(arr.length, 8);

// Non-index properties don't affect length.
arr["-1"] = "neg";
arr["1.5"] = "frac";
arr["08"] = "leading zero";
arr.foo = "bar";
shouldBe(arr.length, 8);

// push/unshift extend; length reflects the largest index + 1.
var p = [1];
p.push(2, 3);
shouldBe(p.length, 3);
p.unshift(0);
shouldBe(p.join(), "0,1,2,3");

// Setting length larger only changes length.
var e = [1];
e.length = 3;
shouldBe(Object.keys(e).length, 1);

// Index written via defineProperty extends too.
var d = [];
Object.defineProperty(d, "3", { value: 1, writable: true, enumerable: true, configurable: true });
shouldBe(d.length, 4);

// Array constructor forms.
shouldBe(new Array(3).length, 3);
shouldBe(new Array("3").length, 1);
shouldBe(new Array(1, 2).length, 2);
shouldBe(Array.of(3).length, 1);
shouldBe(Array.of(3)[0], 3);
shouldBe(Array().length, 0);
