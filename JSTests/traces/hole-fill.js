// Filling the holes of `new Array(n)`: the store is `estore` with its fill flag set (the
// last operand), after guards of the array's structure (it stays extensible) and of the
// prototypes' (none gets elements).
const a = new Array(64);
for (let i = 0; i < 64; i++) a[i] = i * 2;
