//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrays of objects filled, then read back after further allocation.
var arr = [];
for (var i = 0; i < 200; i++) arr.push({ id: i, name: "item" + i, tags: ["t" + (i % 3)] });
for (var g = 0; g < 100; g++) ({ g, arr: [g] });
var sum = 0;
for (var j = 0; j < arr.length; j++) {
    sum += arr[j].id;
    if (arr[j].name !== "item" + j) throw new Error("bad name at " + j);
    if (arr[j].tags[0] !== "t" + (j % 3)) throw new Error("bad tag at " + j);
}
shouldBe(sum, 19900);

// Replacing elements and dropping references.
for (var k = 0; k < arr.length; k += 2) arr[k] = null;
for (var h = 0; h < 100; h++) [h, h];
var live = arr.filter(x => x !== null);
shouldBe(live.length, 100);
shouldBe(live[0].id, 1);

// Array of arrays.
var grid = [];
for (var r = 0; r < 15; r++) {
    var row = [];
    for (var c = 0; c < 15; c++) row.push({ r, c });
    grid.push(row);
}
shouldBe(grid[14][14].r + grid[14][14].c, 28);
shouldBe(grid[10][3].c, 3);
