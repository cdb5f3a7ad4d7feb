// Plain and class objects: keys, accessors, prototypes, tags, depth, line breaking.
// Expected output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

show({});
show({ a: 1, b: "x", c: true, d: null, e: undefined });
// Keys: identifiers plain, others quoted; indices first; symbols last.
show({ "a-b": 1, $dollar: 2, _under: 3, "with space": 4, "": 5, 10: 6, 2: 7, "1a": 8, "é": 9 });
show({ [Symbol("k")]: 1, [Symbol()]: 2, [Symbol.toPrimitive]: 3, plain: 4 });
show({ "it's": 1, 'say "x"': 2, "tab\tkey": 3 });
show({ ["__proto__"]: 1 });
show(JSON.parse('{"__proto__": {"polluted": true}}'));
// Accessors are not called.
show({ get g() { throw new Error("called"); }, set s(v) {}, get gs() { return 1; }, set gs(v) {} });
show(Object.defineProperty({}, "hidden", { value: 1, enumerable: false }));
show(Object.defineProperty({ shown: 1 }, Symbol("hidden"), { value: 2, enumerable: false }));
// Values that are functions.
show({ f() {}, g: function () {}, h: () => {}, i: class {}, j: async () => {}, *k() {} });
// Depth: two levels shown, deeper ones by kind.
show({ a: { b: { c: { d: 1 } } } });
show({ a: { b: { c: {} } } });
show({ a: { b: { c: [] } } });
show({ a: { b: { c: [1] } } });
show({ a: { b: { c: new Map([[1, 2]]), d: new Set(), e: /re/, f: new Date(0), g: Object.create(null) } } });
show({ a: { b: { c: Object.assign(Object.create(null), { x: 1 }), d: new (class Foo {})() } } });
show([[[[["deep"]]]]]);
// Prototypes and class names.
class Point {
    constructor(x, y) {
        this.x = x;
        this.y = y;
    }
    get length() {
        return Math.hypot(this.x, this.y);
    }
}
class Point3 extends Point {
    constructor() {
        super(1, 2);
        this.z = 3;
    }
}
show(new Point(1, 2));
show(new Point3());
show(new (class {})());
show(new (class Empty {})());
show(Object.create(null));
show(Object.assign(Object.create(null), { a: 1, b: [1, 2] }));
show(Object.create(Object.create(null)));
show(Object.create(Point.prototype));
show(Object.create({}));
function Legacy() {
    this.v = 1;
}
show(new Legacy());
Legacy.prototype.constructor = function Renamed() {};
show(new Legacy());
const anonymous = function () {};
anonymous.prototype.constructor = undefined;
show(new anonymous());
// Symbol.toStringTag: shown unless it is an own enumerable property.
show({ [Symbol.toStringTag]: "Own" });
class Tagged {
    get [Symbol.toStringTag]() {
        return "FromGetter";
    }
}
Object.defineProperty(Tagged.prototype, Symbol.toStringTag, { value: "Tag" });
show(new Tagged());
show(Object.defineProperty({ a: 1 }, Symbol.toStringTag, { value: "Hidden", enumerable: false }));
show(Object.setPrototypeOf({ a: 1 }, Object.defineProperty(Object.create(null), Symbol.toStringTag, { value: "Bare" })));
show(Math);
show(JSON);
show(Reflect);
// Line breaking: 80 columns, the innermost three levels together.
show({ a: "x".repeat(62) });
show({ a: "x".repeat(63) });
show({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 8, iota: 9 });
show({ alpha: 1, beta: 2, gamma: 3, delta: 4, epsilon: 5, zeta: 6, eta: 7, theta: 8, iota: 9, kappa: 10 });
show({ a: { b: { c: "nested" } }, d: [1, 2, 3], e: { f: "g" } });
show({ name: "a long enough value", nested: { inner: "another long value", more: "and more" } });
const wide = {};
for (let i = 0; i < 30; i++) wide["key" + i] = i;
show(wide);
show({ a: "line one\nline two that is long enough to break the line at eighty columns\nline three" });
