// Comparisons in conditions become compare-and-branch instructions; loops get a hint.
function sum(n) {
    let total = 0;
    for (let i = 0; i < n; i++) {
        if (i % 2 === 0) total += i;
    }
    return total;
}
sum(10);
