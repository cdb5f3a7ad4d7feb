// Measures typed-array element access in numeric kernels: Float64Array dot product and
// convolution, Int32Array prefix sums, Uint8Array histogram.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 18;

const N = 65536;
let seed = 7;
function rnd() { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed >>> 8; }
const fa = new Float64Array(N), fb = new Float64Array(N), out = new Float64Array(N);
const ia = new Int32Array(N);
const bytes = new Uint8Array(N * 2);
for (let i = 0; i < N; i++) {
  fa[i] = (rnd() % 2000) / 1000 - 1;
  fb[i] = (rnd() % 2000) / 1000 - 1;
  ia[i] = (rnd() % 20001) - 10000;
}
for (let i = 0; i < bytes.length; i++) bytes[i] = rnd();
const kernel = new Float64Array([0.0625, 0.25, 0.375, 0.25, 0.0625]);

let dots = 0, conv = 0, isum = 0;
const hist = new Int32Array(256);
for (let it = 0; it < ITERATIONS; it++) {
  let d = 0;
  for (let i = 0; i < N; i++) d += fa[i] * fb[i];
  dots += d;
  for (let i = 2; i < N - 2; i++) {
    out[i] = fa[i - 2] * kernel[0] + fa[i - 1] * kernel[1] + fa[i] * kernel[2] +
             fa[i + 1] * kernel[3] + fa[i + 2] * kernel[4];
  }
  conv += out[it + 2] + out[N >> 1];
  let acc = 0;
  for (let i = 0; i < N; i++) { acc = (acc + ia[i]) | 0; ia[i] = acc ^ it; }
  isum = (isum + ia[N - 1] + ia[it]) | 0;
  hist.fill(0);
  for (let i = 0; i < bytes.length; i++) hist[bytes[i]]++;
  for (let i = 0; i < 256; i++) isum = (isum + hist[i] * i) | 0;
  bytes[it] = (bytes[it] + 1) & 255;
}
log("checksum: " + dots.toFixed(6) + "/" + conv.toFixed(6) + "/" + (isum >>> 0));
