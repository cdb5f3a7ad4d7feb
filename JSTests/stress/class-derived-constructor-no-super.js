function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A derived constructor that forgets to call super throws ReferenceError on return.
class Base {}
class Forgot extends Base {
    constructor() { }
}
shouldThrow(() => new Forgot(), ReferenceError);

// Accessing this before super() throws ReferenceError.
class Early extends Base {
    constructor() { this.x = 1; super(); }
}
shouldThrow(() => new Early(), ReferenceError);

// Reading this in an arrow before super runs throws too.
class ArrowEarly extends Base {
    constructor() {
        var getThis = () => this;
        try { getThis(); } catch (e) { this.constructor; }
        super();
    }
}
shouldThrow(() => new ArrowEarly(), ReferenceError);

// super.method() before super() also throws since it needs this.
class SuperPropEarly extends Base {
    constructor() { super.toString(); super(); }
}
shouldThrow(() => new SuperPropEarly(), ReferenceError);

// Returning undefined explicitly without super is still a ReferenceError.
class ExplicitUndefined extends Base {
    constructor() { return undefined; }
}
shouldThrow(() => new ExplicitUndefined(), ReferenceError);

// The error is raised even when super is called conditionally and skipped.
class Conditional extends Base {
    constructor(flag) { if (flag) super(); }
}
shouldBe(new Conditional(true) instanceof Conditional, true);
shouldThrow(() => new Conditional(false), ReferenceError);
