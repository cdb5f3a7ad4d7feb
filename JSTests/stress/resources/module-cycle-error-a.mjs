// a and b import each other; b throws, so the whole cycle fails with b's error.
import "./module-cycle-error-b.mjs";
globalThis.cycleLog.push("a ran");
export const a = 1;
