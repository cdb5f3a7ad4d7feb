// Natives the builtins call quiet: `callout` says `Throws`, not `Reenters`, and the field
// loaded before the call is not loaded again after it. `s[i]` and `fromCharCode` read the
// VM's cache of one-unit strings (`schr`).
function scan(o, s, n) {
    let found = 0;
    let text = "";
    for (let i = 0; i < n; i++) {
        found += o.weight + s.indexOf("o", i & 7) + o.weight;
        text = s[i & 7] + String.fromCharCode(97 + (i & 15));
    }
    return found + text;
}
const result = scan({ weight: 2 }, "hello, world", 100);
if (result !== "944ld") throw new Error("got " + result);
