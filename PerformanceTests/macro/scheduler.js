// scheduler.js - a Richards-style operating system kernel simulation.
// Models a small scheduler with task control blocks, a priority-ordered task
// list, work packets passed between tasks through per-task queues, and a mix of
// idle, worker, handler and device tasks. Stresses: property access on
// monomorphic objects, polymorphic method dispatch (run() on four task
// classes), linked-list manipulation, and short, branchy functions.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 200;

const ID_IDLE = 0, ID_WORKER = 1, ID_HANDLER_A = 2, ID_HANDLER_B = 3,
  ID_DEVICE_A = 4, ID_DEVICE_B = 5, TASK_COUNT = 6;
const KIND_DEVICE = 0, KIND_WORK = 1;
const DATA_LEN = 4;

class Packet {
  constructor(next, owner, kind) {
    this.next = next;
    this.owner = owner;
    this.kind = kind;
    this.arg = 0;
    this.data = [0, 0, 0, 0];
  }
  appendTo(head) {
    this.next = null;
    if (head === null) return this;
    let p = head;
    while (p.next !== null) p = p.next;
    p.next = this;
    return head;
  }
}

// Task states as three flags: packet waiting, waiting for packet, held.
class Tcb {
  constructor(kernel, id, priority, queue, task) {
    this.kernel = kernel;
    this.id = id;
    this.priority = priority;
    this.queue = queue;
    this.task = task;
    this.hasPacket = queue !== null;
    this.waiting = false;
    this.held = false;
    this.link = null;
  }
  isBlocked() { return this.held || (this.waiting && !this.hasPacket); }
  run() {
    let pkt = null;
    if (this.waiting && this.hasPacket) {
      pkt = this.queue;
      this.queue = pkt.next;
      this.hasPacket = this.queue !== null;
      this.waiting = false;
    }
    return this.task.run(pkt);
  }
  // Deliver a packet; returns the tcb to run next.
  deliver(pkt, current) {
    if (this.queue === null) {
      this.queue = pkt;
      pkt.next = null;
      this.hasPacket = true;
      if (this.priority > current.priority) return this;
    } else {
      this.queue = pkt.appendTo(this.queue);
    }
    return current;
  }
}

class Kernel {
  constructor() {
    this.tasks = new Array(TASK_COUNT).fill(null);
    this.list = null;
    this.current = null;
    this.currentId = 0;
    this.queued = 0;
    this.holds = 0;
    this.switches = 0;
    this.trace = 0;
  }
  addTask(id, priority, queue, task) {
    const t = new Tcb(this, id, priority, queue, task);
    // keep list sorted by decreasing priority
    if (this.list === null || this.list.priority < priority) {
      t.link = this.list;
      this.list = t;
    } else {
      let p = this.list;
      while (p.link !== null && p.link.priority >= priority) p = p.link;
      t.link = p.link;
      p.link = t;
    }
    this.tasks[id] = t;
    return t;
  }
  schedule() {
    this.current = this.list;
    while (this.current !== null) {
      const c = this.current;
      if (c.isBlocked()) {
        this.current = c.link;
      } else {
        this.currentId = c.id;
        this.switches++;
        this.current = c.run();
      }
    }
  }
  find(id) {
    const t = this.tasks[id];
    if (t === null) throw new Error("no task " + id);
    return t;
  }
  hold() {
    this.holds++;
    this.current.held = true;
    return this.current.link;
  }
  release(id) {
    const t = this.find(id);
    t.held = false;
    return t.priority > this.current.priority ? t : this.current;
  }
  suspend() {
    this.current.waiting = true;
    return this.current;
  }
  send(pkt) {
    const t = this.find(pkt.owner);
    this.queued++;
    pkt.next = null;
    pkt.owner = this.currentId;
    return t.deliver(pkt, this.current);
  }
  note(ch) { this.trace = (this.trace * 31 + ch) | 0; }
}

class IdleTask {
  constructor(kernel, seed, count) { this.kernel = kernel; this.seed = seed; this.count = count; }
  run(pkt) {
    const k = this.kernel;
    if (--this.count === 0) return k.hold();
    if ((this.seed & 1) === 0) {
      this.seed = this.seed >> 1;
      return k.release(ID_DEVICE_A);
    }
    this.seed = (this.seed >> 1) ^ 0xD008;
    return k.release(ID_DEVICE_B);
  }
}

class WorkerTask {
  constructor(kernel) { this.kernel = kernel; this.dest = ID_HANDLER_A; this.letter = 0; }
  run(pkt) {
    const k = this.kernel;
    if (pkt === null) return k.suspend();
    this.dest = this.dest === ID_HANDLER_A ? ID_HANDLER_B : ID_HANDLER_A;
    pkt.owner = this.dest;
    pkt.arg = 0;
    for (let i = 0; i < DATA_LEN; i++) {
      this.letter++;
      if (this.letter > 26) this.letter = 1;
      pkt.data[i] = this.letter;
    }
    return k.send(pkt);
  }
}

class HandlerTask {
  constructor(kernel) { this.kernel = kernel; this.work = null; this.devices = null; }
  run(pkt) {
    const k = this.kernel;
    if (pkt !== null) {
      if (pkt.kind === KIND_WORK) this.work = pkt.appendTo(this.work);
      else this.devices = pkt.appendTo(this.devices);
    }
    if (this.work !== null) {
      const w = this.work;
      const idx = w.arg;
      if (idx >= DATA_LEN) {
        this.work = w.next;
        return k.send(w);
      }
      if (this.devices !== null) {
        const d = this.devices;
        this.devices = d.next;
        d.arg = w.data[idx];
        w.arg = idx + 1;
        return k.send(d);
      }
    }
    return k.suspend();
  }
}

class DeviceTask {
  constructor(kernel) { this.kernel = kernel; this.pending = null; }
  run(pkt) {
    const k = this.kernel;
    if (pkt === null) {
      if (this.pending === null) return k.suspend();
      const p = this.pending;
      this.pending = null;
      return k.send(p);
    }
    this.pending = pkt;
    k.note(pkt.arg);
    return k.hold();
  }
}

function runOnce(idleCount) {
  const k = new Kernel();
  k.addTask(ID_IDLE, 0, null, new IdleTask(k, 1, idleCount));

  let q = new Packet(null, ID_WORKER, KIND_WORK);
  q = new Packet(q, ID_WORKER, KIND_WORK);
  k.addTask(ID_WORKER, 1000, q, new WorkerTask(k));

  q = new Packet(null, ID_DEVICE_A, KIND_DEVICE);
  q = new Packet(q, ID_DEVICE_A, KIND_DEVICE);
  q = new Packet(q, ID_DEVICE_A, KIND_DEVICE);
  k.addTask(ID_HANDLER_A, 2000, q, new HandlerTask(k));

  q = new Packet(null, ID_DEVICE_B, KIND_DEVICE);
  q = new Packet(q, ID_DEVICE_B, KIND_DEVICE);
  q = new Packet(q, ID_DEVICE_B, KIND_DEVICE);
  k.addTask(ID_HANDLER_B, 3000, q, new HandlerTask(k));

  k.addTask(ID_DEVICE_A, 4000, null, new DeviceTask(k));
  k.addTask(ID_DEVICE_B, 5000, null, new DeviceTask(k));

  k.schedule();
  return ((k.queued * 7 + k.holds * 13 + k.switches) ^ k.trace) >>> 0;
}

let checksum = 0;
for (let i = 0; i < ITERATIONS; i++) {
  checksum = (Math.imul(checksum, 33) + runOnce(1000 + (i % 7) * 100)) >>> 0;
}
log("checksum: " + checksum);
