"use strict";
// Calls in tail position become TailCall; the Return after each stays for the cases the
// interpreter calls as usual (natives, constructors).
function direct(f, x) { return f(x); }
function branches(c, f, g) { return c ? f() : (0, g()); }
function logical(a, f) { return a || f(); }
function spread(f, args) { return f(...args); }
// Not tail calls: inside try, before finally, and a call whose result is used.
function guarded(f) { try { return f(); } catch (e) { return null; } }
function finished(f) { try { } finally { return f(); } }
function used(f) { return f() + 1; }
