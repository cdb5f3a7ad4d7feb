// Measures throw/catch in a loop: throwing within the same function, across a few
// frames, rethrowing, and finally blocks (unwinding and Error-object creation).
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 45000;

function thrower(x) { if (x >= 0) throw new Error("e" + (x & 7)); return x; }
function depth1(x) { return thrower(x) + 1; }
function depth2(x) { return depth1(x) + 1; }
function depth3(x) { return depth2(x) + 1; }
function rethrow(x) {
  try { return depth1(x); } catch (e) { throw { code: x & 15, inner: e }; }
}

let sum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  try { throw i; } catch (v) { sum = (sum + v) | 0; }
  try { depth3(i); } catch (e) { sum = (sum + e.message.length + e.message.charCodeAt(1)) | 0; }
  try { rethrow(i); } catch (e) { sum = (sum + e.code + (e.inner instanceof Error ? 1 : 0)) | 0; }
  try { try { throw null; } finally { sum = (sum + 1) | 0; } } catch (e) { sum = (sum + (e === null ? 2 : 0)) | 0; }
}
log("checksum: " + (sum >>> 0));
