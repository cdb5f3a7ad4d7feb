// Awaits several ticks; its sibling must not wait for it.
globalThis.siblingLog.push("slow start");
await null;
await null;
await null;
globalThis.siblingLog.push("slow end");
export const slow = "slow";
