// Measures indexed element reads and writes on dense arrays in tight loops
// (bounds checks, element kind checks), e.g. a sieve and a prefix-sum pass.
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 24;

const N = 100000;
const arr = new Array(N);
for (let i = 0; i < N; i++) arr[i] = i & 1023;

let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (let i = 1; i < N; i++) arr[i] = (arr[i - 1] + arr[i] + it) & 0xffff;
  for (let i = N - 2; i >= 0; i--) arr[i] = arr[i] ^ arr[i + 1];
  const sieve = [];
  for (let i = 0; i < 20000; i++) sieve[i] = true;
  for (let i = 2; i * i < 20000; i++)
    if (sieve[i]) for (let j = i * i; j < 20000; j += i) sieve[j] = false;
  let primes = 0;
  for (let i = 2; i < 20000; i++) if (sieve[i]) primes++;
  sum = (sum + arr[N >> 1] + arr[0] + primes) | 0;
}
log("checksum: " + (sum >>> 0));
