// An import attribute other than `type` is a SyntaxError when the module is parsed.
import value from "./module-json-object.json" with { kind: "json" };
export default value;
