import "./module-cycle-error-a.mjs";
globalThis.cycleLog.push("b ran");
throw new RangeError("b fails");
