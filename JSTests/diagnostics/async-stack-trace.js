// An error thrown after an await shows the async functions awaiting it, as V8 does.
async function readRecord(id) {
    await null;
    throw new Error("no record " + id);
}
async function loadUser(id) {
    const record = await readRecord(id);
    return record.name;
}
const main = async () => {
    try {
        return await loadUser(7);
    } finally {
        print("done");
    }
};
main();
