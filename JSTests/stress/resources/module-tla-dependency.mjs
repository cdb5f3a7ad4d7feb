// A dependency that uses top-level await: importers run only after it finishes.
(globalThis.tlaLog = globalThis.tlaLog || []).push("dependency start");
export let status = "pending";
await Promise.resolve();
await null;
status = "ready";
globalThis.tlaLog.push("dependency end");
