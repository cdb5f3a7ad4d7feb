// The chain ends where a promise is not awaited: `then` and returning the promise
// do not add frames.
async function fetchIt() {
    await 1;
    null.f();
}
async function wrapper() {
    return fetchIt();
}
wrapper().then(() => print("never"));
