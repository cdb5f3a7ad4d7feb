// The options of util.inspect: depth, showHidden, showProxy, maxArrayLength,
// maxStringLength, breakLength, compact and sorted. Expected output: node 20's
// (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

const nested = { a: { b: { c: { d: { e: { f: 1 } } } } }, list: [[[[[1]]]]] };
show(nested, { depth: 0 });
show(nested, { depth: 1 });
show(nested, { depth: 4 });
show(nested, { depth: null });
show(nested, { depth: Infinity });
show([nested], { depth: 0 });
show(new Map([[nested, nested]]), { depth: 0 });
show(new Map([[nested, nested]]), { depth: 1 });
// showHidden: non-enumerable properties in brackets, array lengths.
show([1, 2], { showHidden: true });
show(Object.defineProperty({ a: 1 }, "hidden", { value: 2 }), { showHidden: true });
show(Object.defineProperty({}, Symbol("hidden"), { value: 3 }), { showHidden: true });
show({ [Symbol.toStringTag]: "Own" }, { showHidden: true });
show(Object.defineProperty({}, Symbol.toStringTag, { value: "Hidden" }), { showHidden: true });
show(new Map([[1, 2]]), { showHidden: true });
show(new Uint8Array([1, 2]), { showHidden: true });
show(new String("ab"), { showHidden: true });
class Proto {
    constructor() {
        this.own = 1;
    }
    get computed() {
        return 2;
    }
    method() {}
}
Proto.prototype.shared = "on the prototype";
show(new Proto(), { showHidden: true });
class Child extends Proto {}
Child.prototype.childValue = 3;
show(new Child(), { showHidden: true });
// showProxy: the proxy's parts.
const proxy = new Proxy({ target: true }, { handler: true });
show(proxy, { showProxy: true });
show(new Proxy(proxy, {}), { showProxy: true });
show({ a: { b: { c: proxy } } }, { showProxy: true });
show([proxy], { showProxy: true, depth: 0 });
// maxArrayLength and maxStringLength.
show([1, 2, 3, 4, 5], { maxArrayLength: 2 });
show([1, 2, 3], { maxArrayLength: 0 });
show([1, , 3, , 5], { maxArrayLength: 2 });
show(new Set([1, 2, 3]), { maxArrayLength: 1 });
show(new Map([[1, 2], [3, 4]]), { maxArrayLength: 1 });
show(new Uint8Array(5), { maxArrayLength: 3 });
show(new ArrayBuffer(5), { maxArrayLength: 3 });
show(Array.from({ length: 200 }, (_, i) => i), { maxArrayLength: null });
show("abcdef", { maxStringLength: 3 });
show(["abcdef", "ab"], { maxStringLength: 2 });
show("abc", { maxStringLength: 0 });
// breakLength.
const wide = { alpha: "one", beta: "two", gamma: "three", delta: "four" };
show(wide, { breakLength: 40 });
show(wide, { breakLength: 20 });
show(wide, { breakLength: Infinity });
show(Array.from({ length: 30 }, (_, i) => i), { breakLength: 40 });
show("a long line\nthat is split at its line breaks when narrow", { breakLength: 30 });
// compact.
show({ a: { b: 1 }, c: [1, 2] }, { compact: false });
show({ a: { b: 1 }, c: [1, 2] }, { compact: true });
show(nested, { compact: 1, depth: null });
show(nested, { compact: 5, depth: null });
show(Array.from({ length: 30 }, (_, i) => i), { compact: 1 });
show(Array.from({ length: 30 }, (_, i) => i), { compact: true });
show(wide, { compact: true, breakLength: 30 });
show(new Map([["key", "value"]]), { compact: true, breakLength: 10 });
show({ a: "x".repeat(90) }, { compact: true });
show("a long line\nthat is split at its line breaks when narrow", { compact: true, breakLength: 30 });
const circular = { name: "c" };
circular.self = circular;
show(circular, { compact: true });
show(circular, { compact: false });
// sorted.
show({ b: 1, a: 2, c: 3, [Symbol("s")]: 4 }, { sorted: true });
show(new Map([["b", 1], ["a", 2]]), { sorted: true });
show(new Set(["b", "a"]), { sorted: true });
show(Object.assign([3, 1], { z: 1, y: 2 }), { sorted: true });
