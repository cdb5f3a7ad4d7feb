// A binding no closure reaches lives in a register; a captured one in a scope slot.
function counter(start) {
    let count = start;
    let step = 1;
    return () => (count += step);
}
counter(0);
