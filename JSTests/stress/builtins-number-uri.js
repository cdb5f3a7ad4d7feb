function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// encodeURI, encodeURIComponent, decodeURI and decodeURIComponent.
shouldBe(encodeURI("http://x.com/a b?q=\u00fc&r=#f"), "http://x.com/a%20b?q=%C3%BC&r=#f");
shouldBe(encodeURIComponent("http://x.com/a b?q=\u00fc&r=#f"), "http%3A%2F%2Fx.com%2Fa%20b%3Fq%3D%C3%BC%26r%3D%23f");
shouldBe(encodeURIComponent("-_.!~*'()"), "-_.!~*'()");
shouldBe(encodeURIComponent("\uD83D\uDE00"), "%F0%9F%98%80");
shouldThrow(() => encodeURIComponent("\uD800"), URIError);
shouldThrow(() => encodeURI("\uDC00\uD800"), URIError);
shouldBe(decodeURIComponent("%41%20%E2%82%AC%F0%9F%98%80"), "A \u20AC\uD83D\uDE00");
shouldBe(decodeURI("%3B%2F%3F%3A%40%26%3D%2B%24%2C%23%41"), "%3B%2F%3F%3A%40%26%3D%2B%24%2C%23A");
shouldBe(decodeURIComponent("%3B%2F%23"), ";/#");
shouldBe(decodeURIComponent("%e2%82%ac"), "\u20AC");
shouldThrow(() => decodeURI("%"), URIError);
shouldThrow(() => decodeURI("%4"), URIError);
shouldThrow(() => decodeURI("%G1"), URIError);
shouldThrow(() => decodeURI("%C0%80"), URIError);
shouldThrow(() => decodeURI("%ED%A0%80"), URIError);
shouldThrow(() => decodeURI("%F4%90%80%80"), URIError);
shouldThrow(() => decodeURI("%E2%82"), URIError);
shouldThrow(() => decodeURI("%80"), URIError);
shouldBe(decodeURI("\uD800%41"), "\uD800A");
