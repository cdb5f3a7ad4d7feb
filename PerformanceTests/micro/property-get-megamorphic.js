// Measures named property loads at sites that see 24 different object shapes: more than
// a site's own inline cache holds, as in code walking heterogeneous records (AST nodes,
// JSON of many kinds). Some shapes have the property on a prototype.
const log = typeof print === "function" ? print : console.log;
const SHAPES = 24;
const ROUNDS = 600;

const proto = { weight: 3 };
const objects = [];
for (let k = 0; k < SHAPES; k++) {
    const o = k % 4 === 3 ? Object.create(proto) : {};
    for (let j = 0; j < k; j++) o["field" + j] = j;
    if (k % 4 !== 3) o.weight = k;
    o.id = k;
    objects.push(o);
}
const order = [];
for (let i = 0; i < 10000; i++) order.push(objects[(i * 7) % SHAPES]);

function total(list) {
    let sum = 0;
    for (let i = 0; i < list.length; i++) {
        const o = list[i];
        sum = (sum + o.weight * 3 + o.id) | 0;
    }
    return sum;
}

let checksum = 0;
for (let r = 0; r < ROUNDS; r++) checksum = (checksum + total(order) + r) | 0;
log("checksum: " + (checksum >>> 0));
