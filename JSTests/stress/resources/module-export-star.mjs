// Re-exports: star, named-from, and namespace-as.
export * from "./module-named-exports.mjs";
export { default as reexportedDefault, alsoNamed } from "./module-default-function.mjs";
export * as liveNamespace from "./module-live-binding.mjs";
export { count as liveCount } from "./module-live-binding.mjs";
export const own = "own export";
