function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Global let, const and class declarations do not create global object properties.
// Indirect eval evaluates code in the global scope, but its let/const stay local to that eval,
// so run it as one script body and observe from inside it.
var result = (0, eval)(`
    let globalLet = 1;
    const globalConst = 2;
    class GlobalClass {}
    var globalVarForComparison = 3;
    [
        "globalLet" in globalThis,
        "globalConst" in globalThis,
        "GlobalClass" in globalThis,
        "globalVarForComparison" in globalThis,
        typeof globalLet,
    ].join();
`);
shouldBe(result, "false,false,false,true,number");

// The lexical binding shadows a global property of the same name.
globalThis.shadowedName = "property";
var seen = (0, eval)("let shadowedName = 'lexical'; [shadowedName, globalThis.shadowedName].join();");
shouldBe(seen, "lexical,property");
