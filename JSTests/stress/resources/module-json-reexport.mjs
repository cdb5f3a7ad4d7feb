// Re-exports a JSON module's default export under a name.
export { default as reexported } from "./module-json-array.json" with { type: "json" };
