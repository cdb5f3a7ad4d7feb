// Imports the same JSON module as module-json.mjs: one module, one value.
import value from "./module-json-object.json" with { type: "json" };
export { value as jsonFromOtherModule };
