//@ gcStressEvery(20000)
// JSON.parse with a reviver stays linear in the size of the text: the record of an
// object's member is found by key (not by a scan of the members), an array's by index.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

{
    const count = 50000;
    const members = [];
    for (let i = 0; i < count; i++) members.push('"k' + i + '": ' + i + '.0');
    let seen = 0;
    JSON.parse("{" + members.join(",") + "}", (key, value, { source }) => {
        if (key !== "") { shouldBe(source, value + ".0"); seen++; }
        return value;
    });
    shouldBe(seen, count);
    const elements = [];
    for (let i = 0; i < count; i++) elements.push(i + "e0");
    let sum = 0;
    JSON.parse("[" + elements.join(",") + "]", (key, value, { source }) => {
        if (key !== "") { shouldBe(source, key + "e0"); sum += value; }
        return value;
    });
    shouldBe(sum, count * (count - 1) / 2);
}

