// The message is the same whichever tier meets the value (a trace exits to the
// interpreter, which throws).
function callAll(handlers) {
    let calls = 0;
    for (let i = 0; i < handlers.length; i++)
        calls += handlers[i].run();
    return calls;
}
const handlers = [];
for (let i = 0; i < 500; i++)
    handlers.push({ run() { return 1; } });
handlers.push({ run: "not a function" });
callAll(handlers);
