// A script that does not parse: the line and a caret under the column.
let a = 1;
function f() {
	let x = ;
}
