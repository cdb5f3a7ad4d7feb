// constraints.js - a DeltaBlue-style incremental one-way constraint solver.
// Variables are connected by constraints of differing strengths (required down
// to weakest). Adding or removing a constraint incrementally re-plans which
// constraint determines each variable; plans are then extracted and executed
// repeatedly. Runs long equality chains and scale/offset projections.
// Stresses: class hierarchies with virtual dispatch (unary/binary/scale
// constraints), polymorphic property access, small arrays used as worklists,
// and allocation of many short-lived graph objects.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 180;

class Strength {
  constructor(level, name) { this.level = level; this.name = name; }
  static stronger(a, b) { return a.level < b.level; }
  static weaker(a, b) { return a.level > b.level; }
  static weakestOf(a, b) { return Strength.weaker(a, b) ? a : b; }
  static strongestOf(a, b) { return Strength.stronger(a, b) ? a : b; }
  nextWeaker() { return STRENGTHS[this.level + 1]; }
}
const REQUIRED = new Strength(0, "required");
const STRONG_PREFERRED = new Strength(1, "strongPreferred");
const PREFERRED = new Strength(2, "preferred");
const STRONG_DEFAULT = new Strength(3, "strongDefault");
const NORMAL = new Strength(4, "normal");
const WEAK_DEFAULT = new Strength(5, "weakDefault");
const WEAKEST = new Strength(6, "weakest");
const STRENGTHS = [REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST];

let planner = null;

class Variable {
  constructor(name, value) {
    this.name = name;
    this.value = value;
    this.constraints = [];
    this.determinedBy = null;
    this.mark = 0;
    this.walkStrength = WEAKEST;
    this.stay = true;
  }
  addConstraint(c) { this.constraints.push(c); }
  removeConstraint(c) {
    const cs = this.constraints;
    let j = 0;
    for (let i = 0; i < cs.length; i++) if (cs[i] !== c) cs[j++] = cs[i];
    cs.length = j;
    if (this.determinedBy === c) this.determinedBy = null;
  }
}

class Constraint {
  constructor(strength) { this.strength = strength; }
  addConstraint() {
    this.addToGraph();
    planner.incrementalAdd(this);
  }
  // Try to satisfy this constraint; returns the constraint it overrode, if any.
  satisfy(mark) {
    this.chooseMethod(mark);
    if (!this.isSatisfied()) {
      if (this.strength === REQUIRED) throw new Error("could not satisfy a required constraint");
      return null;
    }
    this.markInputs(mark);
    const out = this.output();
    const overridden = out.determinedBy;
    if (overridden !== null) overridden.markUnsatisfied();
    out.determinedBy = this;
    if (!planner.addPropagate(this, mark)) throw new Error("cycle encountered");
    out.mark = mark;
    return overridden;
  }
  destroyConstraint() {
    if (this.isSatisfied()) planner.incrementalRemove(this);
    else this.removeFromGraph();
  }
  isInput() { return false; }
}

class UnaryConstraint extends Constraint {
  constructor(v, strength) {
    super(strength);
    this.out = v;
    this.satisfied = false;
    this.addConstraint();
  }
  addToGraph() { this.out.addConstraint(this); this.satisfied = false; }
  chooseMethod(mark) {
    this.satisfied = this.out.mark !== mark && Strength.stronger(this.strength, this.out.walkStrength);
  }
  isSatisfied() { return this.satisfied; }
  markInputs(mark) {}
  output() { return this.out; }
  recalculate() {
    this.out.walkStrength = this.strength;
    this.out.stay = !this.isInput();
    if (this.out.stay) this.execute();
  }
  markUnsatisfied() { this.satisfied = false; }
  inputsKnown(mark) { return true; }
  removeFromGraph() {
    if (this.out !== null) this.out.removeConstraint(this);
    this.satisfied = false;
  }
}

class StayConstraint extends UnaryConstraint {
  execute() {}
}

class EditConstraint extends UnaryConstraint {
  isInput() { return true; }
  execute() {}
}

const NONE = 0, FORWARD = 1, BACKWARD = 2;

class BinaryConstraint extends Constraint {
  constructor(a, b, strength) {
    super(strength);
    this.a = a;
    this.b = b;
    this.direction = NONE;
  }
  chooseMethod(mark) {
    const a = this.a, b = this.b;
    if (a.mark === mark) {
      this.direction = (b.mark !== mark && Strength.stronger(this.strength, b.walkStrength)) ? FORWARD : NONE;
    } else if (b.mark === mark) {
      this.direction = (a.mark !== mark && Strength.stronger(this.strength, a.walkStrength)) ? BACKWARD : NONE;
    } else if (Strength.weaker(a.walkStrength, b.walkStrength)) {
      this.direction = Strength.stronger(this.strength, a.walkStrength) ? BACKWARD : NONE;
    } else {
      this.direction = Strength.stronger(this.strength, b.walkStrength) ? FORWARD : NONE;
    }
  }
  addToGraph() {
    this.a.addConstraint(this);
    this.b.addConstraint(this);
    this.direction = NONE;
  }
  isSatisfied() { return this.direction !== NONE; }
  markInputs(mark) { this.input().mark = mark; }
  input() { return this.direction === FORWARD ? this.a : this.b; }
  output() { return this.direction === FORWARD ? this.b : this.a; }
  recalculate() {
    const inp = this.input(), out = this.output();
    out.walkStrength = Strength.weakestOf(this.strength, inp.walkStrength);
    out.stay = inp.stay;
    if (out.stay) this.execute();
  }
  markUnsatisfied() { this.direction = NONE; }
  inputsKnown(mark) {
    const i = this.input();
    return i.mark === mark || i.stay || i.determinedBy === null;
  }
  removeFromGraph() {
    if (this.a !== null) this.a.removeConstraint(this);
    if (this.b !== null) this.b.removeConstraint(this);
    this.direction = NONE;
  }
}

class EqualityConstraint extends BinaryConstraint {
  constructor(a, b, strength) {
    super(a, b, strength);
    this.addConstraint();
  }
  execute() { this.output().value = this.input().value; }
}

// b = a * scale + offset (forward), a = (b - offset) / scale (backward)
class ScaleConstraint extends BinaryConstraint {
  constructor(src, scale, offset, dest, strength) {
    super(src, dest, strength);
    this.scale = scale;
    this.offset = offset;
    this.addConstraint();
  }
  addToGraph() {
    super.addToGraph();
    this.scale.addConstraint(this);
    this.offset.addConstraint(this);
  }
  removeFromGraph() {
    super.removeFromGraph();
    if (this.scale !== null) this.scale.removeConstraint(this);
    if (this.offset !== null) this.offset.removeConstraint(this);
  }
  markInputs(mark) {
    super.markInputs(mark);
    this.scale.mark = mark;
    this.offset.mark = mark;
  }
  execute() {
    if (this.direction === FORWARD) {
      this.b.value = this.a.value * this.scale.value + this.offset.value;
    } else {
      this.a.value = (this.b.value - this.offset.value) / this.scale.value;
    }
  }
  recalculate() {
    const inp = this.input(), out = this.output();
    out.walkStrength = Strength.weakestOf(this.strength, inp.walkStrength);
    out.stay = inp.stay && this.scale.stay && this.offset.stay;
    if (out.stay) this.execute();
  }
}

class Plan {
  constructor() { this.list = []; }
  add(c) { this.list.push(c); }
  execute() {
    const l = this.list;
    for (let i = 0; i < l.length; i++) l[i].execute();
  }
}

class Planner {
  constructor() { this.currentMark = 0; }
  newMark() { return ++this.currentMark; }
  incrementalAdd(c) {
    const mark = this.newMark();
    let overridden = c.satisfy(mark);
    while (overridden !== null) overridden = overridden.satisfy(mark);
  }
  incrementalRemove(c) {
    const out = c.output();
    c.markUnsatisfied();
    c.removeFromGraph();
    const unsatisfied = this.removePropagateFrom(out);
    let strength = REQUIRED;
    do {
      for (let i = 0; i < unsatisfied.length; i++) {
        const u = unsatisfied[i];
        if (u.strength === strength) this.incrementalAdd(u);
      }
      strength = strength.nextWeaker();
    } while (strength !== WEAKEST);
  }
  makePlan(sources) {
    const mark = this.newMark();
    const plan = new Plan();
    const todo = sources;
    while (todo.length > 0) {
      const c = todo.pop();
      const out = c.output();
      if (out.mark !== mark && c.inputsKnown(mark)) {
        plan.add(c);
        out.mark = mark;
        this.addConstraintsConsumingTo(out, todo);
      }
    }
    return plan;
  }
  extractPlanFromConstraints(constraints) {
    const sources = [];
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i];
      if (c.isInput() && c.isSatisfied()) sources.push(c);
    }
    return this.makePlan(sources);
  }
  addPropagate(c, mark) {
    const todo = [c];
    while (todo.length > 0) {
      const d = todo.pop();
      if (d.output().mark === mark) {
        this.incrementalRemove(c);
        return false;
      }
      d.recalculate();
      this.addConstraintsConsumingTo(d.output(), todo);
    }
    return true;
  }
  removePropagateFrom(out) {
    out.determinedBy = null;
    out.walkStrength = WEAKEST;
    out.stay = true;
    const unsatisfied = [];
    const todo = [out];
    while (todo.length > 0) {
      const v = todo.pop();
      const cs = v.constraints;
      for (let i = 0; i < cs.length; i++) {
        if (!cs[i].isSatisfied()) unsatisfied.push(cs[i]);
      }
      const determining = v.determinedBy;
      for (let i = 0; i < cs.length; i++) {
        const next = cs[i];
        if (next !== determining && next.isSatisfied()) {
          next.recalculate();
          todo.push(next.output());
        }
      }
    }
    return unsatisfied;
  }
  addConstraintsConsumingTo(v, coll) {
    const determining = v.determinedBy;
    const cs = v.constraints;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i];
      if (c !== determining && c.isSatisfied()) coll.push(c);
    }
  }
}

let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum, 31) + (x | 0)) >>> 0; }

// A chain v0 = v1 = ... = vn, with a stay on the end and an edit on the start.
function chainTest(n) {
  planner = new Planner();
  let prev = null, first = null, last = null;
  for (let i = 0; i <= n; i++) {
    const v = new Variable("v" + i, 0);
    if (prev !== null) new EqualityConstraint(prev, v, REQUIRED);
    if (i === 0) first = v;
    if (i === n) last = v;
    prev = v;
  }
  new StayConstraint(last, STRONG_DEFAULT);
  const edit = new EditConstraint(first, PREFERRED);
  const plan = planner.extractPlanFromConstraints([edit]);
  for (let i = 0; i < 100; i++) {
    first.value = i;
    plan.execute();
    if (last.value !== i) throw new Error("chain test failed");
    mix(last.value);
  }
  mix(plan.list.length);
  edit.destroyConstraint();
  mix(planner.currentMark);
}

function change(v, value) {
  const edit = new EditConstraint(v, PREFERRED);
  const plan = planner.extractPlanFromConstraints([edit]);
  for (let i = 0; i < 10; i++) {
    v.value = value;
    plan.execute();
  }
  edit.destroyConstraint();
  mix(plan.list.length);
}

// n pairs dst_i = src_i * scale + offset, then edits on either end.
function projectionTest(n) {
  planner = new Planner();
  const scale = new Variable("scale", 10);
  const offset = new Variable("offset", 1000);
  let src = null, dst = null;
  const dests = [];
  for (let i = 0; i < n; i++) {
    src = new Variable("src" + i, i);
    dst = new Variable("dst" + i, i);
    dests.push(dst);
    new StayConstraint(src, NORMAL);
    new ScaleConstraint(src, scale, offset, dst, REQUIRED);
  }
  change(src, 17);
  if (dst.value !== 1170) throw new Error("projection 1 failed");
  mix(dst.value);
  change(dst, 1050);
  if (src.value !== 5) throw new Error("projection 2 failed");
  mix(src.value);
  change(scale, 5);
  for (let i = 0; i < n - 1; i++) {
    if (dests[i].value !== i * 5 + 1000) throw new Error("projection 3 failed");
    mix(dests[i].value);
  }
  change(offset, 2000);
  for (let i = 0; i < n - 1; i++) {
    if (dests[i].value !== i * 5 + 2000) throw new Error("projection 4 failed");
    mix(dests[i].value);
  }
  mix(planner.currentMark);
}

for (let it = 0; it < ITERATIONS; it++) {
  const n = 100 + (it % 5) * 20;
  chainTest(n);
  projectionTest(n);
}
log("checksum: " + checksum);
