// Writing to a writable but non-configurable element keeps its attributes: the element
// lives in the sparse map with its attributes and a [[Set]] only replaces its value.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function check(object, index) {
    Object.defineProperty(object, index, { configurable: false });
    object[index] = "written";
    shouldBe(object[index], "written", "value after write");
    const descriptor = Object.getOwnPropertyDescriptor(object, index);
    shouldBe(descriptor.configurable, false, "configurable after write");
    shouldBe(descriptor.writable, true, "writable after write");
    shouldBe(descriptor.enumerable, true, "enumerable after write");
    shouldBe(delete object[index], false, "delete of a non-configurable element");
    shouldBe(object[index], "written", "value after failed delete");
}

for (let i = 0; i < 20; ++i) {
    const object = {};
    Object.defineProperty(object, "0", { value: 1, writable: true, enumerable: true, configurable: true });
    check(object, "0");
    check([1, 2, 3], 1);
    const sparse = [];
    sparse[100000] = i;
    check(sparse, 100000);
    check(Object.assign({}, [4, 5]), 0);
}
