// A trace guards the structure id of a dictionary object. When the dictionary changes it
// takes a fresh id and the old one is retired; a collection gives retired ids back for
// reuse. The trace must be gone by then: an unrelated object whose structure got the old id
// would pass its guard and be read at the dictionary's offsets.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function readA(object, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum = (sum + object.a) | 0;
    return sum;
}

const dictionary = { a: 3, p: 1, q: 2 };
delete dictionary.p; // a dictionary of its own from now on, `a` in its first slot
shouldBe(readA(dictionary, 1000), 3000);
const oldId = $vm.structureId(dictionary);
dictionary.r = 4; // a fresh id; the old one is retired
shouldBe($vm.structureId(dictionary) !== oldId, true, "a changed dictionary has a new id");
$vm.gc();

// Structures made now may take the old id: find an object that has it, with no `a` and an
// int32 in its first slot.
let victim = null;
for (let i = 0; i < 20000 && victim === null; i++) {
    const candidate = {};
    candidate["x" + i] = 100;
    if ($vm.structureId(candidate) === oldId) victim = candidate;
}
if (victim !== null) shouldBe(readA(victim, 1000), 0, "an object that has the old id");
shouldBe(readA(dictionary, 1000), 3000, "the dictionary again");
