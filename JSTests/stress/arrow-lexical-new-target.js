function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// new.target inside an arrow function is that of the enclosing function.
function F() {
    var arrow = () => new.target;
    this.target = arrow();
}
var instance = new F();
shouldBe(instance.target, F);

function G() { return (() => new.target)(); }
shouldBe(G(), undefined);

class C {
    constructor() { this.t = (() => (() => new.target)())(); }
}
shouldBe(new C().t, C);
