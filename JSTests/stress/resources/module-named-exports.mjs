// Named exports of several kinds, used by the module-*.mjs tests.
globalThis.moduleNamedExportsEvaluations = (globalThis.moduleNamedExportsEvaluations || 0) + 1;

export const answer = 42;
export let mutable = "initial";
export var viaVar = "var";
export function double(x) { return x * 2; }
export class Point {
    constructor(x) { this.x = x; }
}
const internal = "hidden";
export { internal as renamed };
export const { destructuredA, destructuredB: renamedB } = { destructuredA: "a", destructuredB: "b" };
export function* numbers() { yield 1; yield 2; }
export { answer as "string name" };
