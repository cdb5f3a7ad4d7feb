// Imports its own namespace and inspects it before its bindings are initialized.
import * as self from "./module-namespace-tdz.mjs";
globalThis.namespaceChecks = [];
function check(name, fn) {
    try { fn(); globalThis.namespaceChecks.push(name + ": no error"); }
    catch (e) { globalThis.namespaceChecks.push(name + ": " + e.constructor.name); }
}
check("hasOwnProperty", () => Object.prototype.hasOwnProperty.call(self, "later"));
check("in", () => "later" in self);
check("getOwnPropertyDescriptor", () => Object.getOwnPropertyDescriptor(self, "later"));
check("keys", () => Object.keys(self));
export let later = 1;
check("hasOwnProperty after", () => Object.prototype.hasOwnProperty.call(self, "later"));
