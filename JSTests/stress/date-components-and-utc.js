function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Date.UTC and the UTC getters agree, and components out of range carry (MakeDay and
// MakeTime), in both directions.
var t = Date.UTC(2000, 1, 29, 12, 34, 56, 789);
shouldBe(t, 951827696789);
var d = new Date(t);
shouldBe(d.getUTCFullYear(), 2000);
shouldBe(d.getUTCMonth(), 1);
shouldBe(d.getUTCDate(), 29);
shouldBe(d.getUTCDay(), 2);
shouldBe(d.getUTCHours(), 12);
shouldBe(d.getUTCMinutes(), 34);
shouldBe(d.getUTCSeconds(), 56);
shouldBe(d.getUTCMilliseconds(), 789);
shouldBe(Date.UTC(2020, 12, 1), Date.UTC(2021, 0, 1));
shouldBe(Date.UTC(2021, -1, 1), Date.UTC(2020, 11, 1));
shouldBe(Date.UTC(2021, 0, 0), Date.UTC(2020, 11, 31));
shouldBe(Date.UTC(2021, 0, 1, 24), Date.UTC(2021, 0, 2));
shouldBe(Date.UTC(2021, 0, 1, 0, 0, 0, -1), Date.UTC(2020, 11, 31, 23, 59, 59, 999));
// Two-digit years are 19xx; Date.UTC(year) alone is January 1st.
shouldBe(new Date(Date.UTC(99, 0)).getUTCFullYear(), 1999);
shouldBe(new Date(Date.UTC(100, 0)).getUTCFullYear(), 100);
shouldBe(Date.UTC(2000), Date.UTC(2000, 0, 1));
shouldBe(Date.UTC(), NaN);

// The range of time values is ±8.64e15 ms around the epoch, exactly.
shouldBe(new Date(8.64e15).getTime(), 8.64e15);
shouldBe(new Date(8.64e15 + 1).getTime(), NaN);
shouldBe(new Date(-8.64e15).getUTCFullYear(), -271821);
shouldBe(Date.UTC(275760, 8, 13), 8.64e15);
shouldBe(Date.UTC(275760, 8, 13, 0, 0, 0, 1), NaN);
shouldBe(Object.is(new Date(-0).getTime(), 0), true, "TimeClip makes -0 +0");
shouldBe(new Date(1.9).getTime(), 1);
shouldBe(new Date(-1.9).getTime(), -1);

// Setters return the new time value and carry like the constructor.
var s = new Date(Date.UTC(2020, 0, 31));
shouldBe(s.setUTCMonth(1), Date.UTC(2020, 2, 2));
shouldBe(s.setUTCDate(0), Date.UTC(2020, 1, 29));
shouldBe(s.setUTCHours(48, 30), Date.UTC(2020, 2, 2, 0, 30));
shouldBe(s.setUTCFullYear(2021, 0), Date.UTC(2021, 0, 2, 0, 30));
shouldBe(s.setTime(5.7), 5);
shouldBe(s.setUTCMilliseconds(NaN), NaN);
// An invalid date stays invalid, except that setFullYear starts from +0.
shouldBe(s.setUTCMonth(1), NaN);
shouldBe(s.setUTCFullYear(2001), Date.UTC(2001, 0, 1));

// Local and UTC views of one instant differ by the time zone offset.
var local = new Date(2020, 5, 15, 10, 20, 30, 400);
shouldBe(local.getFullYear(), 2020);
shouldBe(local.getMonth(), 5);
shouldBe(local.getDate(), 15);
shouldBe(local.getHours(), 10);
shouldBe(local.getMinutes(), 20);
shouldBe(local.getSeconds(), 30);
shouldBe(local.getMilliseconds(), 400);
shouldBe(local.getTime(), Date.UTC(2020, 5, 15, 10, 20, 30, 400) + local.getTimezoneOffset() * 60000);
shouldBe(new Date(2020, 0).getDate(), 1);

// Called as a function, Date ignores its arguments and returns a string.
shouldBe(typeof Date(), "string");
shouldBe(typeof Date(0), "string");
shouldBe(typeof Date.now(), "number");
shouldBe(Date.now() > 1.7e12, true);
