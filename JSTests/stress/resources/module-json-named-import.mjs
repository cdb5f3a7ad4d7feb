// A JSON module exports only `default`: a named import fails to link.
import { name } from "./module-json-object.json" with { type: "json" };
export default name;
