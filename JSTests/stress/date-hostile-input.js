function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) reads a setter's date value after converting the arguments.
// Methods need a real Date: the prototype itself is not one.
shouldThrow(() => Date.prototype.getTime(), TypeError);
shouldThrow(() => Date.prototype.getTime.call({}), TypeError);
shouldThrow(() => Date.prototype.setTime.call({ setTime() {} }, 0), TypeError);
shouldThrow(() => Date.prototype.toISOString.call(Object.create(Date.prototype)), TypeError);

// Setters read the date's value before they convert their arguments, and convert every
// argument that is present, in order, even when the date is invalid.
var date = new Date(Date.UTC(2000, 0, 1));
var log = [];
var changing = { valueOf() { log.push("valueOf"); date.setTime(0); return 5; } };
shouldBe(date.setUTCHours(changing), Date.UTC(2000, 0, 1, 5));
shouldBe(log.join(), "valueOf");
var invalid = new Date(NaN);
log = [];
var a = { valueOf() { log.push("a"); return 1; } }, b = { valueOf() { log.push("b"); return 2; } };
shouldBe(invalid.setUTCHours(a, b), NaN);
shouldBe(log.join(), "a,b");
// A conversion that throws leaves the date as it was.
var kept = new Date(1000);
shouldThrow(() => kept.setUTCMinutes({ valueOf() { throw new URIError("no"); } }), URIError);
shouldBe(kept.getTime(), 1000);

// The constructor's argument conversions in order, and ToPrimitive of one argument.
log = [];
new Date({ valueOf() { log.push("y"); return 2000; } }, { valueOf() { log.push("m"); return 1; } });
shouldBe(log.join(), "y,m");
shouldBe(new Date({ [Symbol.toPrimitive]() { return "2000-01-01T00:00:00Z"; } }).getTime(), Date.UTC(2000, 0));
shouldThrow(() => new Date(Symbol()), TypeError);
shouldThrow(() => new Date(1n), TypeError);
shouldBe(new Date(new Date(42)).getTime(), 42, "a Date's value, without calling valueOf");

// Huge, infinite and non-numeric components give NaN, never an error or a hang.
shouldBe(new Date(1e308, 0).getTime(), NaN);
shouldBe(new Date(2000, Infinity).getTime(), NaN);
shouldBe(new Date(2000, 0, 1, 0, 0, 0, 2 ** 53).getTime(), NaN);
shouldBe(Date.UTC(-Infinity), NaN);
shouldBe(new Date(2 ** 53 - 1).getTime(), NaN);
shouldBe(Date.parse("9".repeat(100000)), NaN);
shouldBe(Date.parse("2000-01-01T00:00:00." + "1".repeat(100000) + "Z"), Date.UTC(2000, 0, 1, 0, 0, 0, 111));

// toJSON is generic: it calls toISOString of any object whose primitive is finite.
shouldBe(Date.prototype.toJSON.call({ valueOf() { return 1; }, toISOString() { return "custom"; } }), "custom");
shouldBe(Date.prototype.toJSON.call({ valueOf() { return Infinity; } }), null);
shouldThrow(() => Date.prototype.toJSON.call({ valueOf() { return 1; } }), TypeError);

// Subclasses get Dates with their own prototype.
class Stamp extends Date { year() { return this.getUTCFullYear(); } }
var stamp = new Stamp(Date.UTC(1999, 0));
shouldBe(stamp.year(), 1999);
shouldBe(stamp instanceof Date, true);
