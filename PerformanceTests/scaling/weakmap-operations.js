// A WeakMap and a WeakSet with n object keys: add, get, has, delete half.
// size: 56000, quick: 5000
const log = typeof print === "function" ? print : console.log;
const keys = [];
for (let i = 0; i < n; i++) keys.push({ i });
const wm = new WeakMap();
const ws = new WeakSet();
for (let i = 0; i < n; i++) {
  wm.set(keys[i], i & 1023);
  ws.add(keys[i]);
}
let sum = 0;
for (let i = 0; i < n; i++) sum = (sum + wm.get(keys[i]) + (ws.has(keys[i]) ? 1 : 0)) | 0;
for (let i = 0; i < n; i += 2) {
  wm.delete(keys[i]);
  ws.delete(keys[i]);
}
for (let i = 0; i < n; i++) if (wm.has(keys[i]) && ws.has(keys[i])) sum++;
log("checksum: " + sum);
