function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Class methods detached from their instance lose `this` (strict mode: undefined).
class Widget {
    constructor() { this.name = "w"; }
    getName() { return this === undefined ? "no this" : this.name; }
    static create() { return this === undefined ? "no this" : new this(); }
}
var w = new Widget();
var detached = w.getName;
shouldBe(detached(), "no this");
shouldBe(detached.call(w), "w");
shouldBe(w.getName.bind({ name: "bound" })(), "bound");
var create = Widget.create;
shouldBe(create(), "no this");

// Arrow fields keep this.
class Arrowed {
    name = "arrowed";
    get = () => this.name;
}
var getter = new Arrowed().get;
shouldBe(getter(), "arrowed");
