function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Static initialisation blocks run once, in order with static fields, with this = the class.
var log = [];
class C {
    static x = 1;
    static {
        log.push("block1:" + this.x);
        this.y = this.x + 1;
    }
    static z = this.y * 10;
    static {
        log.push("block2:" + C.z);
    }
}
shouldBe(log.join(), "block1:1,block2:20");
shouldBe(C.y, 2);

// Static blocks have their own var scope.
class D {
    static {
        var local = "inside";
        this.seen = local;
    }
}
shouldBe(D.seen, "inside");
shouldBe(typeof local, "undefined");

// Static blocks can access private names.
var getSecret;
class E {
    #secret = 42;
    static {
        getSecret = o => o.#secret;
    }
}
shouldBe(getSecret(new E()), 42);

// await and arguments are not allowed; return is not allowed.
shouldThrow(() => eval("(class { static { return; } })"), SyntaxError);
shouldThrow(() => eval("(class { static { arguments; } })"), SyntaxError);
shouldThrow(() => eval("(class { static { await 0; } })"), SyntaxError);

// A throwing static block aborts class evaluation.
shouldThrow(() => { class F { static { throw new RangeError(); } } }, RangeError);
