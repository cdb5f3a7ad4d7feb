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

function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

function frames(stack) {
    return stack.split("\n").slice(1).map((line) => line.trim().replace(/ \(.*\)$/, "")).join(", ");
}

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

// Before the first await the frames are the ordinary stack.
async function throwsAtOnce() { throw new Error("at once"); }
async function callsAtOnce() { await throwsAtOnce(); }

// A promise that is returned or handled with `then` is not awaited: the chain ends.
async function returned() { await 0; throw new Error("returned"); }
async function returns() { return returned(); }

// Many awaits deep: the chain is cut at the stack trace limit.
async function deep(n) {
    if (n === 0) {
        await 0;
        throw new Error("deep");
    }
    await deep(n - 1);
}

const error = (promise) => promise.then(() => { throw new Error("expected a rejection"); }, (e) => e);

// Started by the script, so that "before the first await" is under `<script>`.
const made = {
    byNew: error(arrow("new")),
    byEngine: error(arrow("engine")),
    atOnce: error(callsAtOnce()),
    returned: error(returns()),
    deep: error(deep(110)),
};

asyncTest(async () => {
    const all = "at innermost, at async middle, at async outer, at async arrow";
    shouldBe(frames((await made.byNew).stack), all);
    shouldBe(frames((await made.byEngine).stack), all);
    shouldBe(frames((await made.atOnce).stack), "at throwsAtOnce, at callsAtOnce, at <script>");
    shouldBe(frames((await made.returned).stack), "at returned");
    shouldBe((await made.deep).stack.split("\n").length - 1, 100);
});
