// flags: --module
import * as self from "./syntax-error-module.js";
export const = 3;
