// A call of something that is not a function names the callee as the source spells it.
const settings = { parser: {} };
function configure(options) {
    return options.parser.parse("x = 1");
}
configure(settings);
