// Half of a circular import pair (see module-circular-imports.mjs).
import { bValue, bSawATdz, bCalledAFunction, readAValue } from "./module-circular-b.mjs";
(globalThis.circularLog = globalThis.circularLog || []).push("a evaluated");
export let aValue = "a value";
export function aFunction() { return "a function"; }
export const aSawB = bValue;
export { bSawATdz, bCalledAFunction, readAValue };
