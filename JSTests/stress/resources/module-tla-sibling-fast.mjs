// No await, no dependency on the slow module: it runs at once.
globalThis.siblingLog.push("fast");
export const fast = "fast";
