// A hot loop that does work of its own and calls one callback method on a small array:
// with a Rust native the loop traces and calls the native out; with a self-hosted one the
// method's loop is an inner loop, which aborts the recording of this one (see
// builtins/DESIGN.md, "Callback methods").
const log = typeof print === "function" ? print : console.log;
const small = [3, 1, 4, 1, 5, 9, 2, 6];
let sum = 0;
for (let i = 0; i < 300000; i++) {
  let x = i;
  x = (x * 1103515245 + 12345) | 0; x ^= x >>> 7; x = (x * 31 + i) | 0; x ^= x << 3;
  sum = (sum + (x & 1023)) | 0;
  if (small.some(v => v === (i & 15))) sum = (sum + 1) | 0;
}
log("checksum: " + (sum >>> 0));
