const add = new Function("a", "b", "return a + b;");
const broken = new Function("a", "return a +;");
