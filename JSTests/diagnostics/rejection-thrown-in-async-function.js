// An unhandled rejection says where its reason was thrown, for any value.
async function save(record) {
    if (!record.id)
        throw "a record needs an id";
    return record.id;
}
save({});
