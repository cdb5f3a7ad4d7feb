var ok = 1;
var broken = {a: 1,, b: 2};
