// Awaited through several async functions, a thrown value keeps the site of its throw.
async function step() {
    await 1;
    throw 7;
}
async function run() {
    await step();
}
run();
