// A default export of an expression.
export default 1 + 2;
