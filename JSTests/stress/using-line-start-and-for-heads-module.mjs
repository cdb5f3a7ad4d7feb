//@ requireOptions("--module")
// A module's top level: `await using` at the start of a line, and `await using` /
// `using` for heads, which boa_parser 0.22 fails on and the compiler rewrites
// (vm/src/compiler/using_fixup.rs). A module whose only await is an `await using` head is
// asynchronous too.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const log = [];
function asyncResource(name) {
    return { name, async [Symbol.asyncDispose]() { await null; log.push("async " + name); } };
}
function resource(name) {
    return { name, [Symbol.dispose]() { log.push("dispose " + name); } };
}

for (await using r of [asyncResource("1"), null]) log.push("body " + (r && r.name));
for (using r of [resource("2")]) log.push("body 2");
for await (using r of [resource("3")]) log.push("body 3");
for (await using a = asyncResource("4"); ; ) { log.push("body 4"); break; }
shouldBe(log.join(), "body 1,async 1,body null,body 2,dispose 2,body 3,dispose 3,body 4,async 4", "heads");

log.length = 0;
await using m = asyncResource("module")
    await using n = resource("indented")
log.push("end");
// Runs after the body and its disposals, which awaited.
Promise.resolve().then(() => Promise.resolve()).then(() => Promise.resolve()).then(() => {
    shouldBe(log.join(), "end,dispose indented,async module", "line-start declarations");
});
