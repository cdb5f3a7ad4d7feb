// Functions and classes: kinds, names, heritage, properties. Expected output: node 20's
// (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

show(function named() {});
show(function () {});
show(() => {});
show(async function asyncNamed() {});
show(async () => {});
show(function* generator() {});
show(async function* asyncGenerator() {});
show({ method() {} }.method);
show({ *generatorMethod() {} }.generatorMethod);
show({ async asyncMethod() {} }.asyncMethod);
show(Object.getOwnPropertyDescriptor({ get g() { return 1; } }, "g").get);
show(function named() {}.bind(null));
show((() => {}).bind(null));
// Natives.
show(Math.max);
show(Array.prototype.push);
show(Map);
show(Object);
show(Symbol);
show(parseInt);
// Names that are not what they seem.
const renamed = function original() {};
Object.defineProperty(renamed, "name", { value: "changed" });
show(renamed);
const numbered = function () {};
Object.defineProperty(numbered, "name", { value: 42 });
show(numbered);
const unnamed = function () {};
Object.defineProperty(unnamed, "name", { value: "" });
show(unnamed);
// Properties.
const withProperties = function withProperties() {};
withProperties.a = 1;
withProperties.nested = { b: [1, 2] };
show(withProperties);
show(Object.assign(() => {}, { x: 1 }));
show(Object.setPrototypeOf(function nullProto() {}, null));
// Classes.
class Base {}
class Derived extends Base {}
class WithStatic {
    static count = 3;
    static method() {}
}
show(Base);
show(Derived);
show(class {});
show(class extends Base {});
show(WithStatic);
show(class extends null {});
show(Object.setPrototypeOf(class Orphan {}, null));
const Named = class Inner {};
show(Named);
show(class Deep extends Derived {});
// Nested in objects and arrays.
show({ Base, Derived, f: function f() {}, list: [Base, () => {}] });
show({ a: { b: { c: function deep() {} } } });
show({ a: { b: { c: Object.assign(function deepWithProperty() {}, { p: 1 }) } } });
