// An engine error (here a TypeError) made after an await gets the async frames too.
async function parse(text) {
    await 0;
    return text.trim().split(undefined).map(Number).toFixed(2);
}
async function run() {
    await parse(" 1 2 ");
}
run();
