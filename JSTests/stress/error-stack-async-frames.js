// An error made after an `await` has in its stack the async functions that await the
// one it was made in (`at async outer (...)`), as V8 prints them: the stack text is the
// behaviour tested here. The chain is read from the promises when the error is made, so
// it is there for errors made by `new Error` and by the engine alike, and ends where a
// promise is not awaited.
//
// Where node differs: its stacks keep 10 frames (Kestrel 100, JavaScriptCore's limit) and
// show its module loader's frames under the script's, which Kestrel calls `<script>`.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function frames(stack) {
    return stack.split("\n").slice(1).map((line) => line.trim().replace(/ \(.*\)$/, ""));
}

var results = [];

async function innermost(kind) {
    await null;
    if (kind === "engine")
        null.f();
    throw new Error("made after an await");
}
async function middle(kind) {
    return await innermost(kind);
}
async function outer(kind) {
    const value = await middle(kind);
    return value;
}
const arrow = async (kind) => { await outer(kind); };

for (const kind of ["new", "engine"]) {
    arrow(kind).catch((e) => {
        results.push([kind, frames(e.stack).join(", ")]);
    });
}

// Before the first await the frames are the ordinary stack.
async function throwsAtOnce() { throw new Error("at once"); }
async function callsAtOnce() { await throwsAtOnce(); }
callsAtOnce().catch((e) => results.push(["sync", frames(e.stack).join(", ")]));

// A promise that is returned or handled with `then` is not awaited: the chain ends.
async function returned() { await 0; throw new Error("returned"); }
async function returns() { return returned(); }
returns().catch((e) => results.push(["returned", frames(e.stack).join(", ")]));

// Many awaits deep: the chain is cut at the stack trace limit.
async function deep(n) {
    if (n === 0) {
        await 0;
        throw new Error("deep");
    }
    await deep(n - 1);
}
deep(150).catch((e) => results.push(["deep", String(frames(e.stack).length)]));

var checked = false;
function check() {
    const byKind = Object.fromEntries(results);
    shouldBe(byKind.new, "at innermost, at async middle, at async outer, at async arrow");
    shouldBe(byKind.engine, "at innermost, at async middle, at async outer, at async arrow");
    shouldBe(byKind.sync, "at throwsAtOnce, at callsAtOnce, at <script>");
    shouldBe(byKind.returned, "at returned");
    shouldBe(byKind.deep, "100");
    checked = true;
}
Promise.resolve().then(() => new Promise((resolve) => setTimeoutLike(resolve))).then(check);
function setTimeoutLike(f) {
    // Enough turns of the job queue for every chain above to settle.
    let p = Promise.resolve();
    for (let i = 0; i < 1000; i++)
        p = p.then(() => {});
    p.then(f);
}
Promise.resolve().then(() => {}).then(() => {
    let p = Promise.resolve();
    for (let i = 0; i < 1100; i++)
        p = p.then(() => {});
    p.then(() => shouldBe(checked, true, "the check ran"));
});
