// raytracer.js - a small recursive ray tracer.
// Renders a scene of spheres and a checkered plane lit by point lights, with
// diffuse + specular shading, hard shadows and mirror reflections, into an
// integer RGB pixel buffer (Int32Array) whose contents form the checksum.
// Stresses: allocation of many short-lived vector objects (escape analysis /
// young-generation GC), polymorphic intersect()/normalAt() calls on shape
// classes, double arithmetic and Math.sqrt, and typed-array stores.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 6; // frames rendered (camera moves between frames)
const WIDTH = 96, HEIGHT = 72;
const MAX_DEPTH = 3;

class Vec {
  constructor(x, y, z) { this.x = x; this.y = y; this.z = z; }
  add(o) { return new Vec(this.x + o.x, this.y + o.y, this.z + o.z); }
  sub(o) { return new Vec(this.x - o.x, this.y - o.y, this.z - o.z); }
  scale(k) { return new Vec(this.x * k, this.y * k, this.z * k); }
  mul(o) { return new Vec(this.x * o.x, this.y * o.y, this.z * o.z); }
  dot(o) { return this.x * o.x + this.y * o.y + this.z * o.z; }
  cross(o) {
    return new Vec(this.y * o.z - this.z * o.y, this.z * o.x - this.x * o.z, this.x * o.y - this.y * o.x);
  }
  length() { return Math.sqrt(this.dot(this)); }
  norm() { const l = this.length(); return l === 0 ? this : this.scale(1 / l); }
}

const BLACK = new Vec(0, 0, 0);

class Ray {
  constructor(origin, dir) { this.origin = origin; this.dir = dir; }
  at(t) { return this.origin.add(this.dir.scale(t)); }
}

class Material {
  constructor(color, diffuse, specular, shininess, reflect, checker) {
    this.color = color;
    this.diffuse = diffuse;
    this.specular = specular;
    this.shininess = shininess; // integer exponent
    this.reflect = reflect;
    this.checker = checker;
  }
  colorAt(p) {
    if (!this.checker) return this.color;
    const cx = Math.floor(p.x * 0.5), cz = Math.floor(p.z * 0.5);
    return ((cx + cz) & 1) === 0 ? this.color : new Vec(0.1, 0.1, 0.1);
  }
}

class Sphere {
  constructor(center, radius, material) {
    this.center = center;
    this.radius = radius;
    this.r2 = radius * radius;
    this.material = material;
  }
  intersect(ray) {
    const oc = ray.origin.sub(this.center);
    const b = oc.dot(ray.dir);
    const c = oc.dot(oc) - this.r2;
    const disc = b * b - c;
    if (disc < 0) return -1;
    const s = Math.sqrt(disc);
    let t = -b - s;
    if (t > 1e-4) return t;
    t = -b + s;
    return t > 1e-4 ? t : -1;
  }
  normalAt(p) { return p.sub(this.center).scale(1 / this.radius); }
}

class Plane {
  constructor(normal, offset, material) {
    this.normal = normal.norm();
    this.offset = offset;
    this.material = material;
  }
  intersect(ray) {
    const denom = this.normal.dot(ray.dir);
    if (denom > -1e-9 && denom < 1e-9) return -1;
    const t = -(this.normal.dot(ray.origin) + this.offset) / denom;
    return t > 1e-4 ? t : -1;
  }
  normalAt(p) { return this.normal; }
}

class Light {
  constructor(pos, color) { this.pos = pos; this.color = color; }
}

class Hit {
  constructor(shape, t) { this.shape = shape; this.t = t; }
}

class Scene {
  constructor() {
    this.shapes = [];
    this.lights = [];
    this.ambient = new Vec(0.08, 0.08, 0.1);
  }
  nearest(ray) {
    let best = null, bestT = Infinity;
    const shapes = this.shapes;
    for (let i = 0; i < shapes.length; i++) {
      const t = shapes[i].intersect(ray);
      if (t > 0 && t < bestT) { bestT = t; best = shapes[i]; }
    }
    return best === null ? null : new Hit(best, bestT);
  }
  shadowed(p, toLight, dist) {
    const ray = new Ray(p, toLight);
    const shapes = this.shapes;
    for (let i = 0; i < shapes.length; i++) {
      const t = shapes[i].intersect(ray);
      if (t > 0 && t < dist) return true;
    }
    return false;
  }
  trace(ray, depth) {
    const hit = this.nearest(ray);
    if (hit === null) {
      const k = 0.5 * (ray.dir.y + 1);
      return new Vec(0.2 + 0.3 * k, 0.3 + 0.3 * k, 0.5 + 0.4 * k);
    }
    const shape = hit.shape, mat = shape.material;
    const p = ray.at(hit.t);
    const n = shape.normalAt(p);
    const base = mat.colorAt(p);
    let color = base.mul(this.ambient);
    for (let i = 0; i < this.lights.length; i++) {
      const light = this.lights[i];
      const toL = light.pos.sub(p);
      const dist = toL.length();
      const l = toL.scale(1 / dist);
      const ndl = n.dot(l);
      if (ndl <= 0 || this.shadowed(p, l, dist)) continue;
      color = color.add(base.mul(light.color).scale(ndl * mat.diffuse));
      const h = l.sub(ray.dir).norm();
      const ndh = n.dot(h);
      if (ndh > 0) {
        let s = 1;
        for (let e = 0; e < mat.shininess; e++) s *= ndh;
        color = color.add(light.color.scale(s * mat.specular));
      }
    }
    if (mat.reflect > 0 && depth < MAX_DEPTH) {
      const d = ray.dir;
      const r = d.sub(n.scale(2 * d.dot(n)));
      const rc = this.trace(new Ray(p, r), depth + 1);
      color = color.scale(1 - mat.reflect).add(rc.scale(mat.reflect));
    }
    return color;
  }
}

let seed = 2024;
function rand() {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 4294967296;
}

function buildScene() {
  const scene = new Scene();
  scene.shapes.push(new Plane(new Vec(0, 1, 0), 1, new Material(new Vec(0.9, 0.9, 0.85), 0.8, 0.1, 8, 0.2, true)));
  for (let i = 0; i < 7; i++) {
    const c = new Vec(rand() * 8 - 4, rand() * 2 - 0.3, rand() * 6 + 4);
    const r = 0.4 + rand() * 0.8;
    const col = new Vec(0.2 + rand() * 0.8, 0.2 + rand() * 0.8, 0.2 + rand() * 0.8);
    const refl = (i % 3 === 0) ? 0.5 : 0.05;
    scene.shapes.push(new Sphere(c, r, new Material(col, 0.7, 0.5, 16 + (i % 4) * 16, refl, false)));
  }
  scene.lights.push(new Light(new Vec(-5, 6, -2), new Vec(0.8, 0.8, 0.8)));
  scene.lights.push(new Light(new Vec(6, 4, 1), new Vec(0.4, 0.35, 0.3)));
  return scene;
}

function toByte(v) {
  if (v <= 0) return 0;
  if (v >= 1) return 255;
  return Math.floor(v * 255 + 0.5);
}

function render(scene, frame, pixels) {
  const eye = new Vec(frame * 0.5 - 0.5, 1.2, -3);
  const target = new Vec(0, 0.3, 7);
  const forward = target.sub(eye).norm();
  const right = new Vec(0, 1, 0).cross(forward).norm();
  const up = forward.cross(right);
  const aspect = WIDTH / HEIGHT;
  for (let y = 0; y < HEIGHT; y++) {
    const sy = 1 - 2 * (y + 0.5) / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const sx = (2 * (x + 0.5) / WIDTH - 1) * aspect;
      const dir = forward.add(right.scale(sx * 0.6)).add(up.scale(sy * 0.6)).norm();
      const c = scene.trace(new Ray(eye, dir), 0);
      pixels[y * WIDTH + x] = (toByte(c.x) << 16) | (toByte(c.y) << 8) | toByte(c.z);
    }
  }
}

const scene = buildScene();
const pixels = new Int32Array(WIDTH * HEIGHT);
let checksum = 0;
for (let f = 0; f < ITERATIONS; f++) {
  render(scene, f, pixels);
  for (let i = 0; i < pixels.length; i++) checksum = (Math.imul(checksum, 31) + pixels[i]) >>> 0;
}
log("checksum: " + checksum);
