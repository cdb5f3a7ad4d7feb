// Arrays, holes, long arrays, extra properties, typed arrays and buffers. Expected
// output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

show([]);
show([1, 2, 3]);
show(["a", "b", 1, true, null, undefined, -0, 1n]);
show([[1, 2], [3, [4, [5, [6]]]]]);
// Holes.
show([1, , 3]);
show([, , 1, , , , 2, ,]);
show(new Array(5));
show(new Array(1));
const sparse = [];
sparse[2 ** 32 - 2] = "last";
sparse[5] = "five";
show(sparse);
show(Object.assign(new Array(3), { extra: true }));
// Long arrays: grouped into columns; more than 100 elements cut.
show(Array.from({ length: 7 }, (_, i) => i));
show(Array.from({ length: 26 }, (_, i) => i * 3));
show(Array.from({ length: 30 }, (_, i) => "item" + i));
show(Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i).repeat((i % 5) + 1)));
show(Array.from({ length: 101 }, (_, i) => i));
show(Array.from({ length: 250 }, () => 0));
show(Array.from({ length: 10 }, (_, i) => ({ index: i })));
show(Array.from({ length: 12 }, (_, i) => (i % 2 ? "odd" : i)));
show([1.5, -2, 300, 4e21, 5, 6, 7, NaN, Infinity, -Infinity]);
show([1n, 22n, 333n, 4444n, 55555n, 666666n, 7777777n]);
show(["a very long string that takes room", 1, 2, 3, 4, 5, 6, 7]);
show(Array.from({ length: 8 }, (_, i) => "\u4e2d".repeat(i)));
show(Array.from({ length: 120 }, (_, i) => (i % 3 ? i : "s" + i)));
// Extra properties.
const extra = [1, 2, 3];
extra.label = "numbers";
extra[Symbol("tag")] = true;
show(extra);
show(Object.assign([], { only: "property" }));
const many = Array.from({ length: 8 }, (_, i) => i);
many.note = "grouped";
show(many);
// Subclasses and null prototypes.
class List extends Array {}
show(List.from([1, 2]));
show(new List());
show(Object.setPrototypeOf([1, 2], null));
show(Object.setPrototypeOf([], null));
// Array-likes.
show({ length: 2, 0: "a", 1: "b" });
show((function () {
    return arguments;
})(1, "two", [3]));
show((function () {
    return arguments;
})());
// Typed arrays.
show(new Uint8Array([1, 2, 3]));
show(new Uint8Array(0));
show(new Int8Array([-1, 127, -128]));
show(new Uint8ClampedArray([300, -5]));
show(new Int16Array([-32768, 32767]));
show(new Uint16Array([65535]));
show(new Int32Array([-1, 2 ** 31 - 1]));
show(new Uint32Array([2 ** 32 - 1]));
show(new Float32Array([1.5, 0.1, -0, NaN]));
show(new Float64Array([Math.PI, -0, Infinity]));
show(new BigInt64Array([1n, -1n]));
show(new BigUint64Array([2n ** 64n - 1n]));
show(new Uint8Array(200));
show(new Float64Array(10).map((_, i) => i / 3));
show(Object.assign(new Uint8Array(2), { extra: 1 }));
show({ nested: { deeper: { typed: new Uint8Array(1) } } });
class Bytes extends Uint8Array {}
show(new Bytes(3));
// Buffers and views.
show(new ArrayBuffer(0));
show(new ArrayBuffer(4));
show(new Uint8Array([1, 2, 255]).buffer);
show(new ArrayBuffer(150));
show(new DataView(new ArrayBuffer(3), 1));
show(new DataView(new Uint8Array([9, 8, 7, 6]).buffer, 1, 2));
show(new SharedArrayBuffer(2));
show(Object.assign(new ArrayBuffer(1), { tagged: true }));
show({ a: { b: { c: new ArrayBuffer(1) } } });
