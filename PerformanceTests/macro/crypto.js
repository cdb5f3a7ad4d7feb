// crypto.js - bitwise-heavy ARX kernels over a generated message.
// Two hand-written mixing functions: a Merkle-Damgard style 256-bit hash whose
// compression function uses a message schedule, rotations, choose/majority
// functions and additive round constants (in the spirit of SHA-2), and a
// 16-word add-rotate-xor stream generator with quarter rounds (in the spirit
// of ChaCha) used to encrypt and decrypt the message. The round constants are
// produced by an LCG, so this is not any standard algorithm.
// Stresses: int32 arithmetic (>>>, <<, ^, &, |, Math.imul), Int32Array /
// Uint32Array / Uint8Array access, and tight loops with no allocation.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 20; // passes over the message
const MESSAGE_BYTES = 16384;

let seed = 314159;
function nextWord() {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  const hi = seed >>> 16;
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return ((hi << 16) | (seed >>> 16)) >>> 0;
}

const K = new Uint32Array(64);
for (let i = 0; i < 64; i++) K[i] = nextWord();
const IV = new Uint32Array(8);
for (let i = 0; i < 8; i++) IV[i] = nextWord();

function rotr(x, n) { return (x >>> n) | (x << (32 - n)); }

// ---------- the hash ----------
const W = new Int32Array(64);
function compress(state, block, offset) {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    W[i] = (block[j] << 24) | (block[j + 1] << 16) | (block[j + 2] << 8) | block[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15], b = W[i - 2];
    const s0 = rotr(a, 5) ^ rotr(a, 17) ^ (a >>> 4);
    const s1 = rotr(b, 13) ^ rotr(b, 21) ^ (b >>> 9);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = state[0], b = state[1], c = state[2], d = state[3];
  let e = state[4], f = state[5], g = state[6], h = state[7];
  for (let i = 0; i < 64; i++) {
    const S1 = rotr(e, 7) ^ rotr(e, 12) ^ rotr(e, 27);
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i] + W[i]) | 0;
    const S0 = rotr(a, 3) ^ rotr(a, 14) ^ rotr(a, 23);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g; g = f; f = e;
    e = (d + t1) | 0;
    d = c; c = b; b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0; state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0; state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0; state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0; state[7] = (state[7] + h) | 0;
}

function hash(bytes) {
  const state = new Int32Array(8);
  for (let i = 0; i < 8; i++) state[i] = IV[i];
  const n = bytes.length;
  const full = n - (n % 64);
  for (let off = 0; off < full; off += 64) compress(state, bytes, off);
  // padding: 0x80, zeros, 32-bit length in bits
  const tail = new Uint8Array((n % 64) < 56 ? 64 : 128);
  for (let i = full; i < n; i++) tail[i - full] = bytes[i];
  tail[n - full] = 0x80;
  const bits = n * 8;
  tail[tail.length - 4] = bits >>> 24; tail[tail.length - 3] = bits >>> 16;
  tail[tail.length - 2] = bits >>> 8; tail[tail.length - 1] = bits;
  for (let off = 0; off < tail.length; off += 64) compress(state, tail, off);
  return state;
}

// ---------- the stream generator ----------
const S = new Int32Array(16);
const X = new Int32Array(16);
function quarter(x, a, b, c, d) {
  x[a] = (x[a] + x[b]) | 0; x[d] = rotr(x[d] ^ x[a], 16);
  x[c] = (x[c] + x[d]) | 0; x[b] = rotr(x[b] ^ x[c], 20);
  x[a] = (x[a] + x[b]) | 0; x[d] = rotr(x[d] ^ x[a], 24);
  x[c] = (x[c] + x[d]) | 0; x[b] = rotr(x[b] ^ x[c], 25);
}
function block(out) {
  for (let i = 0; i < 16; i++) X[i] = S[i];
  for (let r = 0; r < 10; r++) {
    quarter(X, 0, 4, 8, 12); quarter(X, 1, 5, 9, 13);
    quarter(X, 2, 6, 10, 14); quarter(X, 3, 7, 11, 15);
    quarter(X, 0, 5, 10, 15); quarter(X, 1, 6, 11, 12);
    quarter(X, 2, 7, 8, 13); quarter(X, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) out[i] = (X[i] + S[i]) | 0;
  S[12] = (S[12] + 1) | 0;
}
function streamXor(key, nonce, data, out) {
  for (let i = 0; i < 4; i++) S[i] = K[i];
  for (let i = 0; i < 8; i++) S[4 + i] = key[i];
  S[12] = 0; S[13] = nonce; S[14] = ~nonce; S[15] = 0x5a5a5a5a;
  const ks = new Int32Array(16);
  for (let off = 0; off < data.length; off += 64) {
    block(ks);
    const end = Math.min(64, data.length - off);
    for (let i = 0; i < end; i++) {
      out[off + i] = data[off + i] ^ (ks[i >> 2] >>> ((i & 3) * 8));
    }
  }
}

const message = new Uint8Array(MESSAGE_BYTES);
for (let i = 0; i < MESSAGE_BYTES; i++) message[i] = nextWord() >>> 24;
const cipher = new Uint8Array(MESSAGE_BYTES);
const plain = new Uint8Array(MESSAGE_BYTES);

let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum ^ x, 0x01000193) + 0x9e3779b9) >>> 0; }

for (let it = 0; it < ITERATIONS; it++) {
  // hash a prefix whose length varies, so every padding case is seen
  const prefix = message.subarray(0, MESSAGE_BYTES - it * 7);
  const digest = hash(prefix);
  for (let i = 0; i < 8; i++) mix(digest[i]);
  streamXor(digest, it, message, cipher);
  streamXor(digest, it, cipher, plain);
  for (let i = 0; i < MESSAGE_BYTES; i += 97) {
    if (plain[i] !== message[i]) throw new Error("decryption failed");
    mix(cipher[i]);
  }
  // feed the ciphertext back into the message
  message[it] ^= cipher[MESSAGE_BYTES - 1 - it];
  const d2 = hash(cipher);
  for (let i = 0; i < 8; i++) mix(d2[i]);
}
log("checksum: " + checksum);
