// nbody.js - gravitational n-body simulation of a generated planetary system.
// A central star and a handful of planets on near-circular orbits (generated
// from a deterministic LCG) are advanced with a kick-drift leapfrog
// integrator; total energy is computed before and after.
// Stresses: double-precision arithmetic on object fields, tight nested loops
// over a small array of bodies, Math.sqrt, and unboxed-double property storage.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 110000; // integration steps

const G = 39.47841760435743; // 4*pi^2: AU^3 / (solar mass * year^2)
const DAYS = 365.24;

let seed = 12345;
function rand() {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return seed / 0x80000000;
}

class Body {
  constructor(x, y, z, vx, vy, vz, mass) {
    this.x = x; this.y = y; this.z = z;
    this.vx = vx; this.vy = vy; this.vz = vz;
    this.mass = mass;
  }
}

function makeSystem(planets) {
  const bodies = [new Body(0, 0, 0, 0, 0, 0, G)];
  let radius = 1.5;
  for (let i = 0; i < planets; i++) {
    radius *= 1.6 + rand() * 0.5;
    // position on a tilted circle; direction chosen from two LCG numbers
    const a = rand() * 2 - 1, b = rand() * 2 - 1;
    const n = Math.sqrt(a * a + b * b) + 1e-9;
    const cx = a / n, cy = b / n;
    const x = cx * radius, y = cy * radius, z = (rand() - 0.5) * 0.1 * radius;
    const speed = Math.sqrt(G / radius) * (0.95 + rand() * 0.1);
    const vx = -cy * speed, vy = cx * speed, vz = (rand() - 0.5) * 0.01 * speed;
    const mass = G * (1e-5 + rand() * 1e-3);
    bodies.push(new Body(x, y, z, vx, vy, vz, mass));
  }
  // zero total momentum by adjusting the star
  let px = 0, py = 0, pz = 0;
  for (const body of bodies) {
    px += body.vx * body.mass; py += body.vy * body.mass; pz += body.vz * body.mass;
  }
  const sun = bodies[0];
  sun.vx = -px / sun.mass; sun.vy = -py / sun.mass; sun.vz = -pz / sun.mass;
  return bodies;
}

function advance(bodies, dt) {
  const n = bodies.length;
  for (let i = 0; i < n; i++) {
    const bi = bodies[i];
    for (let j = i + 1; j < n; j++) {
      const bj = bodies[j];
      const dx = bi.x - bj.x, dy = bi.y - bj.y, dz = bi.z - bj.z;
      const d2 = dx * dx + dy * dy + dz * dz;
      const mag = dt / (d2 * Math.sqrt(d2));
      const mi = bi.mass * mag, mj = bj.mass * mag;
      bi.vx -= dx * mj; bi.vy -= dy * mj; bi.vz -= dz * mj;
      bj.vx += dx * mi; bj.vy += dy * mi; bj.vz += dz * mi;
    }
  }
  for (let i = 0; i < n; i++) {
    const b = bodies[i];
    b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz;
  }
}

function energy(bodies) {
  let e = 0;
  const n = bodies.length;
  for (let i = 0; i < n; i++) {
    const bi = bodies[i];
    e += 0.5 * bi.mass * (bi.vx * bi.vx + bi.vy * bi.vy + bi.vz * bi.vz);
    for (let j = i + 1; j < n; j++) {
      const bj = bodies[j];
      const dx = bi.x - bj.x, dy = bi.y - bj.y, dz = bi.z - bj.z;
      e -= bi.mass * bj.mass / Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

const bodies = makeSystem(5);
const dt = 1 / DAYS;
const e0 = energy(bodies);
for (let step = 0; step < ITERATIONS; step++) advance(bodies, dt);
const e1 = energy(bodies);
let pos = 0;
for (const b of bodies) pos += Math.abs(b.x) + Math.abs(b.y) + Math.abs(b.z);
// round to 1e-6 relative precision before printing
function fixed(v) { return (Math.round(v * 1e6) / 1e6).toFixed(6); }
log("checksum: " + fixed(e0 * 1000) + "/" + fixed(e1 * 1000) + "/" + fixed(pos));
