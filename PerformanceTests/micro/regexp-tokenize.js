// Measures regex-heavy string work on generated source text, once Latin-1 and once with
// Greek, Cyrillic and CJK identifiers and strings (UTF-16): a tokenizer made of one sticky
// regular expression per token class, a tokenizer made of one global alternation of named
// groups (`u` flag, Unicode properties), split by regular expression, replace with
// callbacks, matchAll with named groups, and case-insensitive searches (ASCII and not).
const log = typeof print === "function" ? print : console.log;
const ITERATIONS = 3;
const LINES = 1500;

let seed = 90210;
function rnd(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return (seed >>> 8) % n;
}
function pick(a) { return a[rnd(a.length)]; }

const NARROW_NAMES = ["count", "total", "itemList", "userName", "maxValue", "parseHeader", "éclair", "naïveSum", "_tmp", "$el", "Façade", "getElementById"];
const WIDE_NAMES = ["λόγος", "значение", "変数", "índiceΩ", "счётчик", "データ量", "πλήθος", "ĳzer"];
const STRINGS = ["hello", "Straße", "TODO: tidy", "a, b; c", "fixme later", "x = y", "ÉCOLE", "café au lait"];
const WIDE_STRINGS = ["ΛΌΓΟΣ", "Москва", "東京タワー", "ǅemal", "Ωmega; α, β", "GROSSE STRASSE"];
const KEYWORDS = ["const", "let", "return", "if", "else", "while", "function", "new"];

function generate(wide) {
  const names = wide ? NARROW_NAMES.concat(WIDE_NAMES) : NARROW_NAMES;
  const strings = wide ? STRINGS.concat(WIDE_STRINGS) : STRINGS;
  const lines = [];
  for (let i = 0; i < LINES; i++) {
    const indent = "  ".repeat(rnd(4));
    switch (rnd(8)) {
      case 0: lines.push(indent + "// " + pick(["TODO", "todo", "FixMe", "note", "XXX"]) + ": " + pick(strings) + " " + pick(names)); break;
      case 1: lines.push(indent + pick(KEYWORDS) + " " + pick(names) + " = " + rnd(100000) + (rnd(2) ? "." + rnd(1000) : "") + ";"); break;
      case 2: lines.push(indent + pick(names) + "(" + pick(names) + ", \"" + pick(strings) + "\", 0x" + rnd(65536).toString(16) + ");"); break;
      case 3: lines.push(indent + "/* " + pick(strings) + " */ " + pick(names) + "." + pick(names) + " += " + pick(names) + " * " + rnd(50) + ";"); break;
      case 4: lines.push(indent + "if (" + pick(names) + " <= " + rnd(999) + " && " + pick(names) + " !== '" + pick(strings) + "') {"); break;
      case 5: lines.push(indent + "}"); break;
      case 6: lines.push(indent + pick(names) + " = [" + rnd(10) + ", " + rnd(10) + "; " + pick(names) + "];"); break;
      default: lines.push(indent + "return " + pick(names) + " === " + pick(names) + " ? `" + pick(strings) + "` : " + rnd(7) + ";"); break;
    }
  }
  return lines.join(rnd(2) ? "\n" : "\r\n") + "\n";
}

// One sticky expression per token class, tried in order at the current position.
const STICKY = [
  /[ \t\r\n]+/y,
  /\/\/[^\n]*|\/\*[\s\S]*?\*\//y,
  /0[xX][0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y,
  /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\[\s\S])*`/y,
  /[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*/uy,
  /===|!==|<=|>=|&&|\|\||\+=|[-+*\/=<>!?:;,.(){}\[\]]/y,
];
function tokenizeSticky(src) {
  let pos = 0, hash = 0, count = 0;
  outer: while (pos < src.length) {
    for (let k = 0; k < STICKY.length; k++) {
      const re = STICKY[k];
      re.lastIndex = pos;
      const m = re.exec(src);
      if (m !== null) {
        pos = re.lastIndex;
        if (k !== 0) { count++; hash = (Math.imul(hash, 31) + k * 1009 + m[0].length) | 0; }
        continue outer;
      }
    }
    throw new Error("no token at " + pos);
  }
  return (hash + count) | 0;
}

// One global alternation of named groups.
const TOKEN = /(?<space>\s+)|(?<comment>\/\/[^\n]*|\/\*[\s\S]*?\*\/)|(?<number>0[xX][\da-fA-F]+|\d+(?:\.\d+)?)|(?<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`)|(?<name>[\p{L}$_][\p{L}\p{N}$_]*)|(?<op>[=!]==|[<>]=|&&|\+=|[-+*\/=<>!?:;,.(){}\[\]])/gu;
const KINDS = ["space", "comment", "number", "string", "name", "op"];
function tokenizeGroups(src) {
  TOKEN.lastIndex = 0;
  let m, hash = 0;
  while ((m = TOKEN.exec(src)) !== null) {
    const g = m.groups;
    for (let k = 0; k < KINDS.length; k++) {
      if (g[KINDS[k]] !== undefined) { hash = (Math.imul(hash, 17) + k * 131 + m[0].length) | 0; break; }
    }
  }
  return hash;
}

const ASSIGN = /(?<target>[\p{L}_$][\p{L}\p{N}_$.]*)\s*(?<op>\+?=)\s*(?<value>[^;\n]+);/gu;
const CAMEL = /(\p{Ll})(\p{Lu})/gu;
const NUMBER = /\b0x([0-9a-f]+)\b|\b(\d+)\.(\d+)\b/gi;
const TODO = /\b(?:todo|fixme|xxx)\b/gi;
const STRASSE = /stra(?:ß|ss)e/i;
const GREEK = /λόγος/iu;
const WORDISH = /[^\p{L}\p{N}]+/u;

function work(src) {
  let h = 0;
  const mix = (x) => { h = (Math.imul(h, 31) + (x | 0)) | 0; };
  mix(tokenizeSticky(src));
  mix(tokenizeGroups(src));

  const lines = src.split(/\r?\n/);
  mix(lines.length);
  let todos = 0, strasse = 0, greek = 0, fields = 0;
  for (const line of lines) {
    TODO.lastIndex = 0;
    while (TODO.exec(line) !== null) todos++;
    if (STRASSE.test(line)) strasse++;
    if (GREEK.test(line)) greek++;
    fields += line.split(/\s*[,;]\s*/).length;
  }
  mix(todos); mix(strasse); mix(greek); mix(fields);

  for (const m of src.matchAll(ASSIGN)) {
    mix(m.groups.target.length * 7 + m.groups.value.length + (m.groups.op === "+=" ? 1 : 0));
  }

  const snake = src.replace(CAMEL, (all, lower, upper) => lower + "_" + upper.toLowerCase());
  mix(snake.length);
  const renumbered = src.replace(NUMBER, (all, hex, whole, fraction) =>
    hex !== undefined ? String(parseInt(hex, 16)) : whole + "," + fraction);
  mix(renumbered.length);
  const words = src.split(WORDISH);
  let longest = 0;
  for (const w of words) if (w.length > longest) longest = w.length;
  mix(words.length); mix(longest);
  return h;
}

const sources = [generate(false), generate(true)];
let sum = 0;
for (let it = 0; it < ITERATIONS; it++) {
  for (const src of sources) sum = (Math.imul(sum, 31) + work(src)) | 0;
}
log("checksum: " + (sum >>> 0));
