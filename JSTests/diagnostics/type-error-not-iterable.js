function total(order) {
    let sum = 0;
    for (const line of order.lines)
        sum += line.price;
    return sum;
}
total({ lines: 3 });
