// A script run by load() that does not parse: its own line and caret.
load("resources/syntax-error.js");
