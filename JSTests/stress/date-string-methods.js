function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

var d = new Date(Date.UTC(2000, 1, 29, 1, 2, 3, 4));
shouldBe(d.toISOString(), "2000-02-29T01:02:03.004Z");
shouldBe(d.toJSON(), "2000-02-29T01:02:03.004Z");
shouldBe(JSON.stringify({ when: d }), '{"when":"2000-02-29T01:02:03.004Z"}');
shouldBe(d.toUTCString(), "Tue, 29 Feb 2000 01:02:03 GMT");
shouldBe(Date.prototype.toGMTString, Date.prototype.toUTCString);
// Years outside 0000-9999 get a sign and six digits in ISO form; before year 1 a sign in
// the others.
shouldBe(new Date(8.64e15).toISOString(), "+275760-09-13T00:00:00.000Z");
shouldBe(new Date(-62198755200000).toISOString(), "-000001-01-01T00:00:00.000Z");
shouldBe(new Date(-62198755200000).toUTCString(), "Fri, 01 Jan -0001 00:00:00 GMT");
shouldBe(new Date(Date.UTC(10000, 0)).toISOString(), "+010000-01-01T00:00:00.000Z");

// The local strings: "Www Mmm DD YYYY HH:mm:ss GMT+hhmm (zone)".
var text = new Date(2000, 0, 5, 6, 7, 8).toString();
shouldBe(text.slice(0, 24), "Wed Jan 05 2000 06:07:08");
shouldBe(text.slice(24, 28), " GMT");
shouldBe(new Date(2000, 0, 5).toDateString(), "Wed Jan 05 2000");
shouldBe(new Date(2000, 0, 5, 6, 7, 8).toTimeString().slice(0, 12), "06:07:08 GMT");

// Invalid dates: strings say so; toISOString throws; toJSON gives null.
var invalid = new Date(NaN);
shouldBe(invalid.toString(), "Invalid Date");
shouldBe(invalid.toUTCString(), "Invalid Date");
shouldBe(invalid.toDateString(), "Invalid Date");
shouldThrow(() => invalid.toISOString(), RangeError);
shouldBe(invalid.toJSON(), null);

// toPrimitive: "default" and "string" prefer strings (so + concatenates), "number" numbers.
shouldBe(typeof (d + 1), "string");
shouldBe(d - 1, d.getTime() - 1);
shouldBe(d[Symbol.toPrimitive]("number"), d.getTime());
shouldBe(d[Symbol.toPrimitive]("default"), d.toString());
shouldThrow(() => d[Symbol.toPrimitive]("other"), TypeError);
shouldThrow(() => d[Symbol.toPrimitive](), TypeError);
shouldThrow(() => Date.prototype[Symbol.toPrimitive].call(1, "number"), TypeError);
var descriptor = Object.getOwnPropertyDescriptor(Date.prototype, Symbol.toPrimitive);
shouldBe(descriptor.writable, false);
shouldBe(descriptor.configurable, true);
shouldBe(Object.prototype.toString.call(d), "[object Date]");
