function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// $vm.indexingMode names the indexing shape as JavaScriptCore does; arrays move up the
// ladder Undecided -> Int32 -> Double -> Contiguous -> ArrayStorage and never back.
shouldBe($vm.indexingMode([]), "ArrayWithUndecided");
var a = [1, 2];
shouldBe($vm.indexingMode(a), "ArrayWithInt32");
a.push(2.5);
shouldBe($vm.indexingMode(a), "ArrayWithDouble");
a.push("s");
shouldBe($vm.indexingMode(a), "ArrayWithContiguous");
a.length = 1;
shouldBe($vm.indexingMode(a), "ArrayWithContiguous", "shrinking does not go back");
a[50000000] = 1;
shouldBe($vm.indexingMode(a), "ArrayWithArrayStorage");

// Holes keep the shape; an accessor on an element marks it.
shouldBe($vm.indexingMode([, 1]), "ArrayWithInt32");
var accessor = [1];
Object.defineProperty(accessor, 0, { get() { return 1; } });
shouldBe($vm.indexingMode(accessor), "ArrayWithArrayStorage|MayHaveIndexedAccessors");

// Plain objects: no indexed storage until an index is stored.
shouldBe($vm.indexingMode({}), "NonArray");
var object = {};
object[0] = 1;
shouldBe($vm.indexingMode(object), "NonArrayWithInt32");
shouldBe($vm.indexingMode(1), undefined);
shouldBe($vm.indexingMode("string"), undefined);
