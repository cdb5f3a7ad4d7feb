function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Each iteration of a for-let loop gets a fresh binding captured by closures.
var fns = [];
for (let i = 0; i < 5; i++)
    fns.push(() => i);
shouldBe(fns.map(f => f()).join(), "0,1,2,3,4");

// A var loop shares one binding.
var vfns = [];
for (var j = 0; j < 3; j++)
    vfns.push(() => j);
shouldBe(vfns.map(f => f()).join(), "3,3,3");

// Modifications in the body are copied to the next iteration.
var mods = [];
for (let k = 0; k < 6; k++) {
    mods.push(() => k);
    k++;
}
shouldBe(mods.map(f => f()).join(), "1,3,5");

// Closures created in the update clause see the next iteration's copy.
var updates = [];
for (let n = 0; n < 3; updates.push(() => n), n++) {}
shouldBe(updates.map(f => f()).join(), "1,2,3");

// Closures created in the test expression.
var tests = [];
for (let m = 0; tests.push(() => m), m < 2; m++) {}
shouldBe(tests.map(f => f()).join(), "0,1,2");
