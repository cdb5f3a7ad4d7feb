function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Static accessors and fields are inherited through the constructor's prototype chain with the right this.
class Base {
    static get who() { return this.name; }
    static count = 0;
    static inc() { this.count++; return this.count; }
}
class Sub extends Base {}
shouldBe(Sub.who, "Sub");
shouldBe(Base.who, "Base");

// Sub.inc() reads Base.count through the chain and creates an own property on Sub.
shouldBe(Sub.inc(), 1);
shouldBe(Sub.hasOwnProperty("count"), true);
shouldBe(Base.count, 0);
shouldBe(Base.inc(), 1);
shouldBe(Sub.inc(), 2);
