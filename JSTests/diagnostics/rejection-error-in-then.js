Promise.resolve(3).then((n) => {
    if (n > 2)
        throw new RangeError("too many: " + n);
});
