// super.value() in a method: the base is the home object's prototype, a constant under a
// guard of the home object's structure; the method is loaded from it as a cached
// prototype load would be, and then inlined.
class A { value(x) { return x + 1; } }
class B extends A { value(x) { return super.value(x) * 2; } }
const b = new B();
let sum = 0;
for (let i = 0; i < 64; i++) sum += b.value(i);
if (sum !== 4160) throw new Error("sum: " + sum);
