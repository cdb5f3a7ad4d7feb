//@ requireOptions("--module")
// JSON modules (import attributes, ES2025): `with { type: "json" }` imports a file's
// JSON value as the module's only export, `default`; import() validates its options.
// V8 (node 20) departs from the specification on attribute keys other than `type`: it
// ignores them where ES2025 makes them a SyntaxError (the "static key", "unsupported key"
// and "logged" checks).
import config from "./resources/module-json-object.json" with { type: "json" };
import { default as configAgain } from "./resources/module-json-object.json" with { type: "json" };
import * as configNamespace from "./resources/module-json-object.json" with { type: "json" };
import list from "./resources/module-json-array.json" with { type: "json" };
import text from "./resources/module-json-string.json" with { type: "json" };
import { jsonFromOtherModule } from "./resources/module-json-importer.mjs";
import { reexported } from "./resources/module-json-reexport.mjs";

function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

async function shouldReject(promise, constructor, message) {
    let error = await promise.then(() => null, e => e);
    if (error === null)
        throw new Error((message ? message + ": " : "") + "expected a rejection");
    if (!(error instanceof constructor))
        throw new Error((message ? message + ": " : "") + "expected " + constructor.name + " but got " + String(error));
    return error;
}

// The value is what JSON.parse makes: an own "__proto__" property, the last of duplicate keys.
shouldBe(config.name, "kestrel");
shouldBe(Object.getPrototypeOf(config), Object.prototype);
shouldBe(Object.hasOwn(config, "__proto__"), true);
shouldBe(Object.getOwnPropertyDescriptor(config, "__proto__").value, "an own property");
shouldBe(config.twice, 2);
shouldBe(Object.keys(config).join(), "name,__proto__,twice,nested");
shouldBe(config.nested.list.length, 4);
shouldBe(config.nested.list[1], "two");
shouldBe(config.nested.list[2], null);
shouldBe(Array.isArray(list), true);
shouldBe(list.join(), "10,20,30");
shouldBe(text, "just a string");

// One module per file and type: every import sees the same value.
shouldBe(configAgain, config);
shouldBe(configNamespace.default, config);
shouldBe(jsonFromOtherModule, config);
shouldBe(reexported, list);

// The namespace has `default` only; the value is an ordinary, extensible object.
shouldBe(Object.getOwnPropertyNames(configNamespace).join(), "default");
shouldBe(configNamespace[Symbol.toStringTag], "Module");
config.added = "yes";
shouldBe(config.added, "yes");
shouldBe(Object.isFrozen(list), false);

// import() with { with: { type: "json" } } gives the same module.
let dynamicNamespace = await import("./resources/module-json-object.json", { with: { type: "json" } });
shouldBe(dynamicNamespace, configNamespace);
shouldBe((await import("./resources/module-json-array.json", { with: { type: "json" }, other: 1 })).default, list);
shouldBe((await import("./resources/module-json-importer.mjs", undefined)).jsonFromOtherModule, config);
shouldBe((await import("./resources/module-json-importer.mjs", { with: undefined })).jsonFromOtherModule, config);

// A JSON file needs the type; an unknown type is refused.
await shouldReject(import("./resources/module-json-object.json"), TypeError, "no type");
await shouldReject(import("./resources/module-json-object.json", {}), TypeError, "no with");
await shouldReject(import("./resources/module-json-object.json", { with: { type: "css" } }), TypeError, "css");

// Source that is not JSON is a SyntaxError, each time it is imported.
await shouldReject(import("./resources/module-json-invalid.json", { with: { type: "json" } }), SyntaxError, "invalid");
await shouldReject(import("./resources/module-json-invalid.json", { with: { type: "json" } }), SyntaxError, "invalid again");

// Static imports: an unsupported attribute key is a SyntaxError, a named import of a JSON
// module does not link.
await shouldReject(import("./resources/module-json-bad-attribute.mjs"), SyntaxError, "static key");
await shouldReject(import("./resources/module-json-named-import.mjs"), SyntaxError, "named import");

// The options of import(): an object whose `with` is an object of strings.
await shouldReject(import("./resources/module-json-importer.mjs", null), TypeError, "null options");
await shouldReject(import("./resources/module-json-importer.mjs", "json"), TypeError, "string options");
await shouldReject(import("./resources/module-json-importer.mjs", { with: "json" }), TypeError, "string with");
await shouldReject(import("./resources/module-json-importer.mjs", { with: { type: 1 } }), TypeError, "number value");
await shouldReject(import("./resources/module-json-importer.mjs", { with: { type: {} } }), TypeError, "object value");
await shouldReject(import("./resources/module-json-importer.mjs", { with: { kind: "json" } }), SyntaxError, "unsupported key");
// Symbol and non-enumerable keys are not attributes.
let hidden = { [Symbol("type")]: 1 };
Object.defineProperty(hidden, "type", { value: 2, enumerable: false });
shouldBe((await import("./resources/module-json-importer.mjs", { with: hidden })).jsonFromOtherModule, config);

// Abrupt completions reject the promise with their error, and nothing is loaded after them.
let thrown = new EvalError("from a getter");
let options = { get with() { throw thrown; } };
shouldBe(await shouldReject(import("./resources/module-json-importer.mjs", options), EvalError), thrown);
let ownKeysError = new RangeError("from ownKeys");
let throwingKeys = new Proxy({}, { ownKeys() { throw ownKeysError; } });
shouldBe(await shouldReject(import("./resources/module-json-importer.mjs", { with: throwingKeys }), RangeError), ownKeysError);
let valueError = new URIError("from a value getter");
let throwingValue = { get type() { throw valueError; } };
shouldBe(await shouldReject(import("./resources/module-json-importer.mjs", { with: throwingValue }), URIError), valueError);

// EnumerableOwnProperties: keys, then each key's descriptor and value in turn.
let log = [];
let logged = new Proxy({ type: "json", other: "x" }, {
    ownKeys(target) { log.push("ownKeys"); return Reflect.ownKeys(target); },
    getOwnPropertyDescriptor(target, key) { log.push("describe " + key); return Reflect.getOwnPropertyDescriptor(target, key); },
    get(target, key) { log.push("get " + String(key)); return Reflect.get(target, key); },
});
await shouldReject(import("./resources/module-json-object.json", { with: logged }), SyntaxError, "logged");
shouldBe(log.join(), "ownKeys,describe type,get type,describe other,get other");

// The specifier is converted before the options are read.
log = [];
let specifier = { toString() { log.push("specifier"); return "./resources/module-json-array.json"; } };
let ordered = { get with() { log.push("with"); return { type: "json" }; } };
shouldBe((await import(specifier, ordered)).default, list);
shouldBe(log.join(), "specifier,with");
