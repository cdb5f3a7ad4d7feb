// An exported let updated by exported functions: importers see the new value.
export let count = 0;
export function increment() { count++; }
export function reset() { count = 0; }
export default function defaultFn() { return "first"; }
export function replaceLater() { later = "replaced"; }
export var later = "original";
