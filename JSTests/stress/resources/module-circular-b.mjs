// Other half of the circular import pair; it is evaluated first.
import { aValue, aFunction } from "./module-circular-a.mjs";
(globalThis.circularLog = globalThis.circularLog || []).push("b evaluated");
export const bValue = "b value";
export let bSawATdz;
try { aValue; bSawATdz = false; } catch (e) { bSawATdz = e instanceof ReferenceError; }
// Function declarations are initialised before any module code runs.
export const bCalledAFunction = aFunction();
export function readAValue() { return aValue; }
