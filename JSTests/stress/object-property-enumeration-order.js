function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// OwnPropertyKeys order: integer indices ascending, then strings in creation order, then symbols in creation order.
var s1 = Symbol("s1"), s2 = Symbol("s2");
var obj = {};
obj.z = 1;
obj[s2] = 1;
obj[10] = 1;
obj.a = 1;
obj[s1] = 1;
obj[2] = 1;
obj["1.5"] = 1;
obj["-0"] = 1;
obj[0] = 1;
shouldBe(Object.keys(obj).join(), "0,2,10,z,a,1.5,-0");
shouldBe(Object.getOwnPropertyNames(obj).join(), "0,2,10,z,a,1.5,-0");
var syms = Object.getOwnPropertySymbols(obj);
shouldBe(syms[0], s2);
shouldBe(syms[1], s1);
shouldBe(JSON.stringify(obj), '{"0":1,"2":1,"10":1,"z":1,"a":1,"1.5":1,"-0":1}');
shouldBe(Object.entries(obj).map(e => e[0]).join(), "0,2,10,z,a,1.5,-0");

// Object literal order follows the same rules.
var lit = { b: 1, 1: 1, a: 1, 0: 1 };
shouldBe(Object.keys(lit).join(), "0,1,b,a");

// Redefining an existing key keeps its position.
var o = { x: 1, y: 2 };
o.x = 3;
Object.defineProperty(o, "x", { value: 4 });
shouldBe(Object.keys(o).join(), "x,y");

// Object.assign copies in this order.
var log = [];
var target = {
    set b(v) { log.push("b"); },
    set 1(v) { log.push("1"); },
    set a(v) { log.push("a"); },
};
Object.assign(target, { b: 1, a: 1, 1: 1 });
shouldBe(log.join(), "1,b,a");

// Functions and arrays have their built-in keys in defined positions.
var arr = ["a"];
arr.prop = 1;
shouldBe(Object.getOwnPropertyNames(arr).join(), "0,length,prop");
