//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Top-level await in the module itself and in a dependency.
import { status } from "./resources/module-tla-dependency.mjs";

// The dependency finished its awaits before this module body started.
shouldBe(status, "ready");
shouldBe(globalThis.tlaLog.join(), "dependency start,dependency end");

var value = await Promise.resolve("awaited at top level");
shouldBe(value, "awaited at top level");

var log = [];
Promise.resolve().then(() => log.push("microtask"));
log.push("before await");
await null;
log.push("after await");
shouldBe(log.join(), "before await,microtask,after await");

// Errors from awaited rejections can be caught at the top level.
var caught = null;
try {
    await Promise.reject(new URIError("top-level rejection"));
} catch (e) {
    caught = e;
}
shouldBe(caught instanceof URIError, true);

// for await at the top level of a module.
var sum = 0;
for await (var v of [Promise.resolve(1), 2, Promise.resolve(3)]) sum += v;
shouldBe(sum, 6);
