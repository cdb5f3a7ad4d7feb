// Deliberately invalid module: await is a reserved word in module code.
var await = 1;
export default await;
