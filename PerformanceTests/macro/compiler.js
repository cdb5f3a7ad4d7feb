// compiler.js - a small compiler pipeline for a toy imperative language.
// Generates program source text with an LCG, then tokenizes it, parses it by
// recursive descent into an AST, constant-folds the AST, generates code for a
// stack machine, and runs that code in a bytecode interpreter.
// Stresses: string scanning (charCodeAt, substring), many small object
// allocations (tokens, AST nodes), polymorphic dispatch on node kinds, Map
// lookups for symbols, array push/pop, and a switch-based interpreter loop.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 100; // number of generated programs

// ---------- deterministic random source ----------
let seed = 7;
function rnd(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return (seed >>> 8) % n;
}

// ---------- shared integer semantics ----------
function applyOp(op, a, b) {
  switch (op) {
    case "+": return (a + b) | 0;
    case "-": return (a - b) | 0;
    case "*": return Math.imul(a, b);
    case "/": return b === 0 ? 0 : (a / b) | 0;
    case "%": return b === 0 ? 0 : (a % b) | 0;
    case "<": return a < b ? 1 : 0;
    case "<=": return a <= b ? 1 : 0;
    case "==": return a === b ? 1 : 0;
    case "!=": return a !== b ? 1 : 0;
    case "&": return a & b;
    case "^": return a ^ b;
  }
  throw new Error("bad op " + op);
}

// ---------- source generator ----------
class Generator {
  constructor() { this.out = []; this.vars = []; this.indent = ""; this.loopDepth = 0; this.counter = 0; }
  emit(line) { this.out.push(this.indent + line); }
  expr(depth) {
    const r = rnd(10);
    if (depth <= 0 || r < 3) {
      if (this.vars.length > 0 && rnd(3) !== 0) return this.vars[rnd(this.vars.length)];
      return String(rnd(100));
    }
    if (r === 3) return "(" + this.expr(depth - 1) + ")";
    if (r === 4) return "-" + this.expr(depth - 1);
    if (r === 5) {
      // constant subexpression for the folder
      return "(" + rnd(50) + " * " + (1 + rnd(9)) + " + " + rnd(20) + ")";
    }
    if (r === 6) return this.expr(depth - 1) + (rnd(2) ? " / " : " % ") + (1 + rnd(9));
    const ops = ["+", "-", "*", "&", "^", "+", "-"];
    return this.expr(depth - 1) + " " + ops[rnd(ops.length)] + " " + this.expr(depth - 1);
  }
  cond() {
    const ops = ["<", "<=", "==", "!="];
    return this.expr(1) + " " + ops[rnd(ops.length)] + " " + this.expr(1);
  }
  block(n) {
    const saved = this.vars.length;
    const oldIndent = this.indent;
    this.indent += "  ";
    for (let i = 0; i < n; i++) this.stmt();
    this.indent = oldIndent;
    this.vars.length = saved;
  }
  stmt() {
    const r = rnd(12);
    if (r < 3 || this.vars.length === 0) {
      const name = "v" + (this.counter++);
      this.emit("let " + name + " = " + this.expr(3) + ";");
      this.vars.push(name);
    } else if (r < 7) {
      // never assign loop counters (names starting with "i"), so loops terminate
      const target = this.vars[rnd(this.vars.length)];
      if (target.charCodeAt(0) === 105) this.emit("print " + target + ";");
      else this.emit(target + " = " + this.expr(3) + ";");
    } else if (r < 8) {
      this.emit("print " + this.expr(2) + "; // output");
    } else if (r < 10 && this.loopDepth < 2) {
      const i = "i" + (this.counter++);
      this.emit("let " + i + " = 0;");
      this.emit("while (" + i + " < " + (5 + rnd(20)) + ") {");
      this.vars.push(i);
      this.loopDepth++;
      this.block(2 + rnd(3));
      this.loopDepth--;
      this.emit("  " + i + " = " + i + " + 1;");
      this.emit("}");
    } else {
      this.emit("if (" + this.cond() + ") {");
      this.block(1 + rnd(2));
      if (rnd(2)) {
        this.emit("} else {");
        this.block(1 + rnd(2));
      }
      this.emit("}");
    }
  }
  program(n) {
    this.emit("/* generated program */");
    for (let i = 0; i < n; i++) this.stmt();
    for (let i = 0; i < this.vars.length; i++) this.emit("print " + this.vars[i] + ";");
    return this.out.join("\n");
  }
}

// ---------- tokenizer ----------
const T_NUM = 1, T_IDENT = 2, T_KEYWORD = 3, T_PUNCT = 4, T_EOF = 5;
const KEYWORDS = new Set(["let", "while", "if", "else", "print"]);

class Token {
  constructor(type, text, value, pos) { this.type = type; this.text = text; this.value = value; this.pos = pos; }
}

function isDigit(c) { return c >= 48 && c <= 57; }
function isIdentStart(c) { return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95; }

function tokenize(src) {
  const tokens = [];
  const n = src.length;
  let i = 0;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13) { i++; continue; }
    if (c === 47 && src.charCodeAt(i + 1) === 47) {
      while (i < n && src.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 42) {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    const start = i;
    if (isDigit(c)) {
      let v = 0;
      while (i < n && isDigit(src.charCodeAt(i))) { v = v * 10 + (src.charCodeAt(i) - 48); i++; }
      tokens.push(new Token(T_NUM, src.substring(start, i), v | 0, start));
    } else if (isIdentStart(c)) {
      i++;
      while (i < n) {
        const d = src.charCodeAt(i);
        if (isIdentStart(d) || isDigit(d)) i++; else break;
      }
      const text = src.substring(start, i);
      tokens.push(new Token(KEYWORDS.has(text) ? T_KEYWORD : T_IDENT, text, 0, start));
    } else {
      const two = src.substr(i, 2);
      if (two === "<=" || two === "==" || two === "!=") {
        tokens.push(new Token(T_PUNCT, two, 0, start));
        i += 2;
      } else {
        tokens.push(new Token(T_PUNCT, src[i], 0, start));
        i++;
      }
    }
  }
  tokens.push(new Token(T_EOF, "<eof>", 0, n));
  return tokens;
}

// ---------- AST ----------
class Num { constructor(value) { this.value = value; } get kind() { return "num"; } }
class Var { constructor(name) { this.name = name; } get kind() { return "var"; } }
class Neg { constructor(operand) { this.operand = operand; } get kind() { return "neg"; } }
class Bin { constructor(op, left, right) { this.op = op; this.left = left; this.right = right; } get kind() { return "bin"; } }
class Let { constructor(name, init) { this.name = name; this.init = init; } get kind() { return "let"; } }
class Assign { constructor(name, value) { this.name = name; this.value = value; } get kind() { return "assign"; } }
class Print { constructor(value) { this.value = value; } get kind() { return "print"; } }
class While { constructor(cond, body) { this.cond = cond; this.body = body; } get kind() { return "while"; } }
class If { constructor(cond, then, otherwise) { this.cond = cond; this.then = then; this.otherwise = otherwise; } get kind() { return "if"; } }
class Block { constructor(body) { this.body = body; } get kind() { return "block"; } }

// ---------- parser ----------
class Parser {
  constructor(tokens) { this.tokens = tokens; this.pos = 0; }
  peek() { return this.tokens[this.pos]; }
  next() { return this.tokens[this.pos++]; }
  at(text) { const t = this.tokens[this.pos]; return (t.type === T_PUNCT || t.type === T_KEYWORD) && t.text === text; }
  expect(text) {
    const t = this.next();
    if (t.text !== text) throw new Error("expected " + text + " at " + t.pos + " got " + t.text);
    return t;
  }
  program() {
    const body = [];
    while (this.peek().type !== T_EOF) body.push(this.statement());
    return new Block(body);
  }
  block() {
    this.expect("{");
    const body = [];
    while (!this.at("}")) body.push(this.statement());
    this.expect("}");
    return new Block(body);
  }
  statement() {
    const t = this.peek();
    if (t.type === T_KEYWORD) {
      switch (t.text) {
        case "let": {
          this.next();
          const name = this.next().text;
          this.expect("=");
          const init = this.expression();
          this.expect(";");
          return new Let(name, init);
        }
        case "print": {
          this.next();
          const v = this.expression();
          this.expect(";");
          return new Print(v);
        }
        case "while": {
          this.next();
          this.expect("(");
          const c = this.expression();
          this.expect(")");
          return new While(c, this.block());
        }
        case "if": {
          this.next();
          this.expect("(");
          const c = this.expression();
          this.expect(")");
          const th = this.block();
          let el = null;
          if (this.at("else")) { this.next(); el = this.block(); }
          return new If(c, th, el);
        }
      }
    }
    if (t.type === T_IDENT) {
      this.next();
      this.expect("=");
      const v = this.expression();
      this.expect(";");
      return new Assign(t.text, v);
    }
    if (this.at("{")) return this.block();
    throw new Error("unexpected " + t.text + " at " + t.pos);
  }
  expression() { return this.comparison(); }
  comparison() {
    let left = this.bitwise();
    while (this.at("<") || this.at("<=") || this.at("==") || this.at("!=")) {
      const op = this.next().text;
      left = new Bin(op, left, this.bitwise());
    }
    return left;
  }
  bitwise() {
    let left = this.additive();
    while (this.at("&") || this.at("^")) {
      const op = this.next().text;
      left = new Bin(op, left, this.additive());
    }
    return left;
  }
  additive() {
    let left = this.multiplicative();
    while (this.at("+") || this.at("-")) {
      const op = this.next().text;
      left = new Bin(op, left, this.multiplicative());
    }
    return left;
  }
  multiplicative() {
    let left = this.unary();
    while (this.at("*") || this.at("/") || this.at("%")) {
      const op = this.next().text;
      left = new Bin(op, left, this.unary());
    }
    return left;
  }
  unary() {
    if (this.at("-")) { this.next(); return new Neg(this.unary()); }
    return this.primary();
  }
  primary() {
    const t = this.next();
    if (t.type === T_NUM) return new Num(t.value);
    if (t.type === T_IDENT) return new Var(t.text);
    if (t.text === "(") {
      const e = this.expression();
      this.expect(")");
      return e;
    }
    throw new Error("unexpected " + t.text + " at " + t.pos);
  }
}

// ---------- constant folding ----------
let folds = 0;
function fold(node) {
  switch (node.kind) {
    case "num": case "var": return node;
    case "neg": {
      const o = fold(node.operand);
      if (o.kind === "num") { folds++; return new Num((-o.value) | 0); }
      if (o.kind === "neg") { folds++; return o.operand; }
      return new Neg(o);
    }
    case "bin": {
      const l = fold(node.left), r = fold(node.right);
      if (l.kind === "num" && r.kind === "num") { folds++; return new Num(applyOp(node.op, l.value, r.value)); }
      if (r.kind === "num") {
        if (r.value === 0 && (node.op === "+" || node.op === "-" || node.op === "^")) { folds++; return l; }
        if (r.value === 1 && (node.op === "*" || node.op === "/")) { folds++; return l; }
      }
      if (l.kind === "num" && l.value === 0 && (node.op === "+" || node.op === "^")) { folds++; return r; }
      return new Bin(node.op, l, r);
    }
    case "let": return new Let(node.name, fold(node.init));
    case "assign": return new Assign(node.name, fold(node.value));
    case "print": return new Print(fold(node.value));
    case "while": {
      const c = fold(node.cond);
      if (c.kind === "num" && c.value === 0) { folds++; return new Block([]); }
      return new While(c, fold(node.body));
    }
    case "if": {
      const c = fold(node.cond);
      const th = fold(node.then), el = node.otherwise === null ? null : fold(node.otherwise);
      if (c.kind === "num") { folds++; return c.value !== 0 ? th : (el === null ? new Block([]) : el); }
      return new If(c, th, el);
    }
    case "block": return new Block(node.body.map(fold));
  }
  throw new Error("bad node");
}

// ---------- code generation ----------
const OP_PUSH = 0, OP_LOAD = 1, OP_STORE = 2, OP_BIN = 3, OP_NEG = 4, OP_JMP = 5, OP_JZ = 6, OP_PRINT = 7, OP_HALT = 8;
const BIN_CODES = { "+": 0, "-": 1, "*": 2, "/": 3, "%": 4, "<": 5, "<=": 6, "==": 7, "!=": 8, "&": 9, "^": 10 };

class CodeGen {
  constructor() { this.code = []; this.scopes = [new Map()]; this.slots = 0; }
  lookup(name) {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const s = this.scopes[i].get(name);
      if (s !== undefined) return s;
    }
    throw new Error("undefined variable " + name);
  }
  emit(op, arg) { this.code.push(op, arg); return this.code.length - 2; }
  patch(at, target) { this.code[at + 1] = target; }
  expr(node) {
    switch (node.kind) {
      case "num": this.emit(OP_PUSH, node.value); break;
      case "var": this.emit(OP_LOAD, this.lookup(node.name)); break;
      case "neg": this.expr(node.operand); this.emit(OP_NEG, 0); break;
      case "bin": this.expr(node.left); this.expr(node.right); this.emit(OP_BIN, BIN_CODES[node.op]); break;
      default: throw new Error("bad expression");
    }
  }
  stmt(node) {
    switch (node.kind) {
      case "let": {
        this.expr(node.init);
        const slot = this.slots++;
        this.scopes[this.scopes.length - 1].set(node.name, slot);
        this.emit(OP_STORE, slot);
        break;
      }
      case "assign": this.expr(node.value); this.emit(OP_STORE, this.lookup(node.name)); break;
      case "print": this.expr(node.value); this.emit(OP_PRINT, 0); break;
      case "block":
        this.scopes.push(new Map());
        for (const s of node.body) this.stmt(s);
        this.scopes.pop();
        break;
      case "while": {
        const top = this.code.length;
        this.expr(node.cond);
        const jz = this.emit(OP_JZ, 0);
        this.stmt(node.body);
        this.emit(OP_JMP, top);
        this.patch(jz, this.code.length);
        break;
      }
      case "if": {
        this.expr(node.cond);
        const jz = this.emit(OP_JZ, 0);
        this.stmt(node.then);
        if (node.otherwise !== null) {
          const jmp = this.emit(OP_JMP, 0);
          this.patch(jz, this.code.length);
          this.stmt(node.otherwise);
          this.patch(jmp, this.code.length);
        } else {
          this.patch(jz, this.code.length);
        }
        break;
      }
      default: throw new Error("bad statement");
    }
  }
  finish() { this.emit(OP_HALT, 0); return this.code; }
}

// ---------- stack machine ----------
function execute(code, slotCount) {
  const stack = new Int32Array(256);
  const slots = new Int32Array(slotCount);
  let sp = 0, pc = 0, out = 0, steps = 0;
  for (;;) {
    const op = code[pc], arg = code[pc + 1];
    pc += 2;
    if (++steps > 100000000) throw new Error("step limit");
    switch (op) {
      case OP_PUSH: stack[sp++] = arg; break;
      case OP_LOAD: stack[sp++] = slots[arg]; break;
      case OP_STORE: slots[arg] = stack[--sp]; break;
      case OP_NEG: stack[sp - 1] = -stack[sp - 1]; break;
      case OP_BIN: {
        const b = stack[--sp], a = stack[sp - 1];
        let r;
        switch (arg) {
          case 0: r = a + b; break;
          case 1: r = a - b; break;
          case 2: r = Math.imul(a, b); break;
          case 3: r = b === 0 ? 0 : (a / b) | 0; break;
          case 4: r = b === 0 ? 0 : a % b; break;
          case 5: r = a < b ? 1 : 0; break;
          case 6: r = a <= b ? 1 : 0; break;
          case 7: r = a === b ? 1 : 0; break;
          case 8: r = a !== b ? 1 : 0; break;
          case 9: r = a & b; break;
          case 10: r = a ^ b; break;
        }
        stack[sp - 1] = r;
        break;
      }
      case OP_JMP: pc = arg; break;
      case OP_JZ: if (stack[--sp] === 0) pc = arg; break;
      case OP_PRINT: out = (Math.imul(out, 31) + stack[--sp]) | 0; break;
      case OP_HALT: return [out >>> 0, steps];
      default: throw new Error("bad opcode " + op);
    }
  }
}

let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum, 37) + (x | 0)) >>> 0; }

for (let p = 0; p < ITERATIONS; p++) {
  const src = new Generator().program(30 + rnd(30));
  const tokens = tokenize(src);
  const ast = new Parser(tokens).program();
  folds = 0;
  const folded = fold(ast);
  const gen = new CodeGen();
  gen.stmt(folded);
  const code = gen.finish();
  const [out, steps] = execute(code, gen.slots);
  mix(src.length);
  mix(tokens.length);
  mix(folds);
  mix(code.length);
  mix(out);
  mix(steps);
}
log("checksum: " + checksum);
