function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) cannot parse back what its toUTCString writes for years before 1.
// The Date Time String Format and its shorter forms; date-only forms are UTC.
shouldBe(Date.parse("1970-01-01T00:00:00.000Z"), 0);
shouldBe(Date.parse("2000-02-29"), Date.UTC(2000, 1, 29));
shouldBe(Date.parse("2000-02"), Date.UTC(2000, 1));
shouldBe(Date.parse("2000"), Date.UTC(2000, 0));
shouldBe(Date.parse("2000-01-01T12:30:15.5Z"), Date.UTC(2000, 0, 1, 12, 30, 15, 500));
shouldBe(Date.parse("2000-01-01T12:30+01:00"), Date.UTC(2000, 0, 1, 11, 30));
shouldBe(Date.parse("2000-01-01T12:30-02:30"), Date.UTC(2000, 0, 1, 15, 0));
shouldBe(Date.parse("+275760-09-13T00:00:00.000Z"), 8.64e15);
shouldBe(Date.parse("-271821-04-20T00:00:00.000Z"), -8.64e15);
shouldBe(Date.parse("+275760-09-13T00:00:00.001Z"), NaN);
shouldBe(Date.parse("2000-01-01T24:00:00Z"), Date.UTC(2000, 0, 2));
// Date-time forms without an offset are local time.
shouldBe(Date.parse("2000-01-01T00:00:00"), new Date(2000, 0, 1).getTime());

// Not the format, and not anything else: NaN.
var invalid = ["-000000-01-01T00:00:00Z", "2000-13-01", "2000-01-01T25:00Z", "2000-01-01T24:00:01Z",
    "2000-01-01T", "2000-01-01T12", "hello", "", "   ", "Dec", "12/45/1995", "1995-12-25T12:00:00.Z"];
for (var i = 0; i < invalid.length; i++)
    shouldBe(Date.parse(invalid[i]), NaN, JSON.stringify(invalid[i]));
shouldBe(new Date("nope").getTime(), NaN);
shouldBe(String(new Date("nope")), "Invalid Date");

// What toString, toUTCString and toISOString write parses back to the same instant.
var instants = [0, 951827696789, -62198755200000, 1e12, Date.UTC(2026, 11, 1, 23, 59, 59)];
for (var i = 0; i < instants.length; i++) {
    var d = new Date(instants[i]);
    var whole = instants[i] - instants[i] % 1000;
    // (Zones had offsets with seconds before standard time, which toString cannot show.)
    if (instants[i] >= 0)
        shouldBe(Date.parse(d.toString()), whole, "toString of " + instants[i]);
    shouldBe(Date.parse(d.toUTCString()), whole, "toUTCString of " + instants[i]);
    shouldBe(Date.parse(d.toISOString()), instants[i], "toISOString of " + instants[i]);
}

// Free forms engines accept.
shouldBe(Date.parse("Dec 25, 1995 12:00 UTC"), Date.UTC(1995, 11, 25, 12));
shouldBe(Date.parse("25 December 1995 13:30:00 GMT"), Date.UTC(1995, 11, 25, 13, 30));
shouldBe(Date.parse("Mon, 25 Dec 1995 13:30:00 GMT+0100"), Date.UTC(1995, 11, 25, 12, 30));
shouldBe(Date.parse("1995/12/25 13:30 GMT"), Date.UTC(1995, 11, 25, 13, 30));
shouldBe(Date.parse("12/25/1995 1:30 PM UTC"), Date.UTC(1995, 11, 25, 13, 30));
shouldBe(Date.parse("Dec 25, 1995"), new Date(1995, 11, 25).getTime());
