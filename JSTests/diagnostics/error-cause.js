// An uncaught error prints its cause under its stack, as node does.
function parse(text) {
    return JSON.parse(text);
}
function load(text) {
    try {
        return parse(text);
    } catch (error) {
        throw new Error("could not load the settings", { cause: error });
    }
}
load("{ broken");
