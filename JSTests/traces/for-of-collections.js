// for-of over a Map's entries and over a string: the iterator's type and its `next` are
// guarded, and its own step is called out to (`callout ... Throws`: it runs no JavaScript),
// with an exit when it returns 0x4 (the iteration is over). The `[k, v]` destructuring of
// each entry steps an array iterator of an Array's values inline.
function entries(map) {
    let sum = 0;
    for (const [k, v] of map) sum = (sum + k * v) | 0;
    return sum;
}
function characters(text) {
    let units = 0;
    for (const c of text) units += c.length;
    return units;
}
const map = new Map();
for (let i = 0; i < 100; i++) map.set(i, i & 7);
const text = "ab\u{1F600}".repeat(40);
const result = entries(map) + ":" + characters(text);
if (result !== "17054:160") throw new Error("got " + result);
