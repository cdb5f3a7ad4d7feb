// console.log's formatting (util.format): strings as they are, other values inspected,
// and the directives of a first string argument. Expected output: node 20's (README.md).
const format = typeof $vm === "object"
    ? (...args) => print($vm.format(...args))
    : (...args) => console.log(require("util").format(...args));

format();
format("");
format("just a string");
format("a", "b", 1, { x: 1 }, [2], null, undefined);
format(1, "%s", "x");
format({}, "x");
format(undefined);
format(null, null);
format("multi\nline", "string");
format(Symbol("s"), 10n, -0);
// %s
format("%s is %s", "Bob", "here");
format("%s", 42.5);
format("%s", -0);
format("%s", 5n);
format("%s", Symbol("q"));
format("%s", null, undefined);
format("%s", { a: 1, b: { c: { d: 1 } } });
format("%s", [1, [2, [3]]]);
format("%s", new Date(0));
format("%s", new Map([[1, 2]]));
format("%s", Object.create(null));
format("%s", { toString() { return "own toString"; } });
class WithToString {
    toString() {
        return "inherited toString";
    }
}
format("%s", new WithToString());
class WithToPrimitive {
    [Symbol.toPrimitive]() {
        return "from toPrimitive";
    }
}
format("%s", new WithToPrimitive());
const stackless = new Error("message");
delete stackless.stack;
format("%s", stackless);
format("%s", "a\nb");
// %d, %i, %f
format("%d", 42);
format("%d", "42");
format("%d", "0x10");
format("%d", "abc");
format("%d", -0);
format("%d", 5n);
format("%d", Symbol("n"));
format("%d", {});
format("%d", { valueOf() { return 7; } });
format("%d", Object(3n));
format("%i", "42.9px");
format("%i", 1e21);
format("%i", -0.5);
format("%i", 7n);
format("%i", Symbol("i"));
format("%i", "0x1F");
format("%f", "3.5e1x");
format("%f", "Infinityx");
format("%f", "-.5");
format("%f", Symbol("f"));
format("%f", 2n);
// %j
format("%j", { a: [1, "two"], b: null });
format("%j", undefined);
format("%j", "string");
format("%j", { toJSON() { return "custom"; } });
const circular = {};
circular.self = circular;
format("%j", circular);
// %o and %O
format("%o", { a: [1, 2] });
format("%o", "string");
format("%O", { a: { b: { c: { d: 1 } } } });
format("%O", "string");
format("%o", [1, [2, [3, [4, [5, [6]]]]]]);
format("%o", new Proxy({ t: 1 }, { h: 2 }));
// %c and %%
format("%c styled", "color: red");
format("100%% sure", "extra");
format("%%s", 1);
format("%%");
format("%");
format("%", 1);
// Directives without arguments, unknown directives, and leftovers.
format("%s %s", "only");
format("%x %s", "a");
format("%s:%s", "a");
format("a%sb%sc", 1, 2, 3);
format("100%", "x");
format("%s", "a", "b", { c: 1 });
format("trailing %", "x");
