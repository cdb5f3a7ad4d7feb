// A namespace shown while its module runs, before its bindings are initialised.
import * as self from "./uninitialized.mjs";
globalThis.show(self);
export let notYet = 1;
export const notYetEither = 2;
export function hoisted() {}
