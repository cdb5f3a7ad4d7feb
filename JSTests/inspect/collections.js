// Map, Set, their iterators, weak collections, other iterators and generators. Expected
// output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

show(new Map());
show(new Map([["a", 1], ["b", { x: [1, { y: 2 }] }]]));
show(new Map([[{ key: "object" }, [1, 2]], [NaN, -0], [undefined, null]]));
show(new Set());
show(new Set([1, "two", [3], { four: 4 }]));
show(new Set(Array.from({ length: 120 }, (_, i) => i)));
show(new Map(Array.from({ length: 101 }, (_, i) => [i, i * i])));
show(new Map(Array.from({ length: 3 }, (_, i) => ["key" + i, { value: "v".repeat(20) }])));
show({ a: { b: { map: new Map([[1, 2]]), set: new Set([1]), emptyMap: new Map(), emptySet: new Set() } } });
show(Object.assign(new Map([[1, 2]]), { extra: "property" }));
show(Object.assign(new Set(), { extra: "property" }));
class Registry extends Map {}
show(new Registry([["k", "v"]]));
class Bag extends Set {}
show(new Bag());
show(Object.setPrototypeOf(new Map([[1, 2]]), null));
show(Object.setPrototypeOf(new Set([1]), null));
// Iterators show what they have left, without stepping.
const map = new Map([["a", 1], ["b", 2], ["c", 3]]);
show(map.keys());
show(map.values());
show(map.entries());
show(map[Symbol.iterator]());
const stepped = map.keys();
stepped.next();
show(stepped);
stepped.next();
stepped.next();
show(stepped);
stepped.next();
show(stepped);
const set = new Set(["x", "y"]);
show(set.values());
show(set.entries());
show(new Set(Array.from({ length: 150 }, (_, i) => i)).values());
show(new Map(Array.from({ length: 8 }, (_, i) => [i, i])).entries());
// Weak collections.
const key = {};
show(new WeakMap([[key, 1]]));
show(new WeakSet([key]));
show(new WeakRef(key));
// Other iterators and generators.
show([1, 2][Symbol.iterator]());
show([1, 2].entries());
show("abc"[Symbol.iterator]());
show("a,b".matchAll(/,/g));
show((function* () {})());
show((async function* () {})());
function* counter() {
    yield 1;
}
const generator = counter();
generator.extra = 1;
show(generator);
