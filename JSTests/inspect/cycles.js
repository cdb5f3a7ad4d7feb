// Circular structures: <ref *n> where an object is met again inside itself, numbered in
// the order they are found. Expected output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

const self = {};
self.self = self;
show(self);
const array = [1];
array.push(array);
show(array);
const two = { a: {} };
two.a.b = two;
two.a.c = two.a;
show(two);
const o = {};
const p = { o };
o.p = p;
show([o, p]);
const shared = {};
show([shared, shared, { shared }]);
const map = new Map();
map.set("self", map);
map.set(map, "key");
show(map);
const set = new Set();
set.add(set);
show(set);
const deep = { level1: { level2: {} } };
deep.level1.level2.back = deep;
show(deep);
deep.level1.level2.more = { level4: deep };
show(deep);
const ring = { name: "first" };
ring.next = { name: "second", next: { name: "third", next: ring } };
show(ring);
const promise = Promise.resolve();
const holder = { promise };
show(Object.assign(Promise.resolve(holder), {}));
const fn = function cyclic() {};
fn.self = fn;
show(fn);
const error = new Error("cyclic");
error.stack = "Error: cyclic\n    at f (file.js:1:1)";
error.self = error;
show(error);
class Node {
    constructor(parent) {
        this.parent = parent;
        this.children = [];
    }
}
const root = new Node(null);
root.children.push(new Node(root), new Node(root));
show(root);
show(root, { depth: 0 });
show(root, { depth: null });
