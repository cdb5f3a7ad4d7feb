// Module namespace objects, reached with import() from a script. Expected output: node
// 20's (README.md).
globalThis.show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

import("./resources/namespace.mjs")
    .then((namespace) => {
        show(namespace);
        show({ nested: { namespace } });
        show(namespace, { showHidden: true });
        return import("./resources/uninitialized.mjs");
    })
    .then((namespace) => show(namespace));
