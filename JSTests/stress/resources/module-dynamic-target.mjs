// Target of a dynamic import.
globalThis.dynamicTargetEvaluations = (globalThis.dynamicTargetEvaluations || 0) + 1;
export const loaded = "dynamically loaded";
export default "dynamic default";
