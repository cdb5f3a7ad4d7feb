// Dates, regular expressions, boxed primitives, promises, proxies and other builtins.
// Expected output: node 20's (README.md).
const show = typeof $vm === "object"
    ? (value, options) => print($vm.inspect(value, options))
    : (value, options) => console.log(require("util").inspect(value, options));

// Dates: ISO strings in UTC whatever the time zone.
show(new Date(0));
show(new Date(Date.UTC(2024, 1, 29, 12, 34, 56, 789)));
show(new Date(-1));
show(new Date(8.64e15));
show(new Date(-8.64e15));
show(new Date(NaN));
show(Object.assign(new Date(0), { label: "epoch" }));
class Day extends Date {}
show(new Day(0));
show({ when: new Date(0), nested: { deeper: { date: new Date(0) } } });
// Regular expressions: source escaped, flags in order.
show(/a\/b/gi);
show(/[/]/);
show(new RegExp(""));
show(new RegExp("\n"));
show(new RegExp("a/b", "yimsgd"));
show(/\u{1F600}/u);
show(Object.assign(/x/, { extra: 1 }));
const regexp = /moved/g;
regexp.lastIndex = 3;
show(regexp);
class Pattern extends RegExp {}
show(new Pattern("p"));
show({ a: { b: { c: /deep/ } } });
// Boxed primitives.
show(new Number(3));
show(new Number(-0));
show(new String("boxed"));
show(new String("it's"));
show(new Boolean(false));
show(Object(Symbol("boxed")));
show(Object(10n));
show(Object.assign(new String("ab"), { extra: 1 }));
show(Object.assign(new Number(1), { extra: 1 }));
class Amount extends Number {}
show(new Amount(5));
show(Object.setPrototypeOf(new String("x"), null));
show({ a: { b: { c: new String("deep"), d: Object.assign(new Number(2), { p: 1 }) } } });
// Promises.
show(Promise.resolve(1));
show(Promise.resolve({ value: [1, 2] }));
show(new Promise(() => {}));
const rejected = Promise.reject(Object.assign(new Error("no"), { stack: "Error: no\n    at here (file.js:1:1)" }));
rejected.catch(() => {});
show(rejected);
const rejectedValue = Promise.reject(42);
rejectedValue.catch(() => {});
show(rejectedValue);
show(Object.assign(Promise.resolve(), { extra: true }));
show({ a: { b: { c: Promise.resolve(1) } } });
// Proxies show their target; their traps do not run.
const handler = {
    get() {
        throw new Error("trap");
    },
    ownKeys() {
        throw new Error("trap");
    },
    getOwnPropertyDescriptor() {
        throw new Error("trap");
    },
    getPrototypeOf() {
        throw new Error("trap");
    },
};
show(new Proxy({ a: 1 }, handler));
show(new Proxy([1, 2], handler));
show(new Proxy(function target() {}, handler));
show(new Proxy(new Map([[1, 2]]), handler));
const { proxy, revoke } = Proxy.revocable({}, {});
revoke();
show(proxy);
show({ revoked: proxy });
// Namespaces of the standard library.
show(Math);
show(Atomics);
