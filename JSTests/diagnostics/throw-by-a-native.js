// A value a builtin throws is placed at the call of the builtin.
function* g() {}
const it = g();
it.throw(7);
