//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Default exports: a hoisted function, an expression, and an anonymous class.
import namedDefault, { alsoNamed } from "./resources/module-default-function.mjs";
import three from "./resources/module-default-expression.mjs";
import AnonymousClass from "./resources/module-default-anonymous-class.mjs";
import { default as viaDefaultName } from "./resources/module-default-function.mjs";

shouldBe(namedDefault(), "default function");
shouldBe(namedDefault.name, "namedDefault");
shouldBe(alsoNamed, "also named");
shouldBe(viaDefaultName, namedDefault);
shouldBe(three, 3);
shouldBe(new AnonymousClass().hello(), "hello from default class");
shouldBe(AnonymousClass.name, "default");
