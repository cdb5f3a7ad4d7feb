// Function.prototype.apply and spread calls with n arguments, to a JavaScript function
// (that reads them through arguments and a rest parameter) and to Math.max, 600 times.
// size: 2500, quick: 500
const log = typeof print === "function" ? print : console.log;
const args = [];
for (let i = 0; i < n; i++) args.push(i & 1023);
function count() { return arguments.length + arguments[arguments.length - 1]; }
function rest(...xs) { return xs.length + xs[0]; }
let sum = 0;
for (let j = 0; j < 600; j++) {
  sum = (sum + count.apply(null, args) + Math.max.apply(Math, args)) | 0;
  sum = (sum + rest(...args) + Reflect.apply(count, null, args)) | 0;
}
log("checksum: " + sum);
