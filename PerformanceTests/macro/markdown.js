// markdown.js - a Markdown-to-HTML renderer in the style of the popular JavaScript
// libraries (a block lexer driven by one regular expression per block kind, then an
// inline lexer that peels tokens off the front of each paragraph with anchored
// regular expressions), run on generated documents.
// The block lexer tries sticky (`y`) rules at a position in the whole document:
// fenced code (with a back reference to close the fence), indented code, ATX and
// setext headings, rules, block quotes, lists (each list compiles the regular
// expression for its next item, as libraries do), GFM tables (cells split with a
// lookbehind), HTML blocks, link reference definitions and paragraphs (a negative
// lookahead per continuation line). The inline lexer handles escapes, entities,
// code spans, emphasis and strong emphasis, strike-through, links and images (named
// groups), reference links, autolinks, bare URLs, inline HTML and hard breaks; text
// goes through a typographer (quotes, dashes, ellipses) and HTML escaping by replace
// with a callback. Fenced JavaScript is highlighted with a global alternation of
// named groups. Headings get slugs. Half of the documents are Latin-1, half hold
// Greek, Cyrillic, CJK and emoji (UTF-16 strings).
// Stresses: sticky and anchored matching, lookahead and lookbehind, lazy
// quantifiers, back references, named groups, replace with callbacks, split by
// regular expression, case-insensitive and Unicode property matching, substring
// creation, and string building.
const log = typeof print === "function" ? print : console.log;

const DOCUMENTS = 4;      // two Latin-1, two UTF-16
const BLOCKS = 100;       // top-level blocks per document (about 44 KB each)
const RENDERS = 2;        // renders of every document

// ---------- deterministic random source ----------
let seed = 0x2545f491;
function rnd(n) {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return ((seed >>> 0) % n);
}
function pick(a) { return a[rnd(a.length)]; }
function chance(percent) { return rnd(100) < percent; }

// ---------- document generator ----------
const WORDS = ["the", "a", "of", "to", "and", "render", "token", "parser", "buffer", "engine",
  "value", "stream", "block", "inline", "list", "table", "quote", "heading", "fast", "slow",
  "index", "cache", "output", "input", "string", "pattern", "match", "group", "lexer", "node",
  "is", "was", "with", "for", "on", "in", "it", "we", "that", "this", "every", "some", "each"];
const LATIN1_WORDS = ["café", "naïve", "über", "façade", "señor", "Ångström", "smörgåsbord",
  "crème", "brûlée", "déjà", "vu", "Zürich", "½", "©", "±", "§", "piñata", "Øresund"];
const WIDE_WORDS = ["λόγος", "Москва", "東京", "データ", "ẞ", "€", "😀", "→", "Ωmega", "ĳssel",
  "Ελληνικά", "київ", "中文", "✓", "ﬁne", "Ǆ", "𝒜lpha"];
const LANGS = ["js", "javascript", "python", "rust", "", "sh", "json", "ts"];
const CODE_LINES = [
  "const total = items.reduce((sum, x) => sum + x.price * 1.2, 0);",
  "if (a < b && b > c) { return \"lt & gt\"; }",
  "// a comment with 'quotes' and <tags>",
  "let re = /^(\\d+)\\.(\\d+)$/; /* block comment */",
  "for (let i = 0x1f; i < 100; i++) console.log(`item ${i}`);",
  "export async function load(url) { return await fetch(url); }",
  "def parse(src): return [t for t in src.split() if t]",
  "fn main() { println!(\"{}\", 42); }",
  "    nested = { key: 'value', list: [1, 2.5e3, 3] };",
  "class Node extends Base { constructor() { super(); this.kids = []; } }",
];
const HOSTS = ["example.com", "docs.example.org", "kestrel.dev", "www.test.net"];

let wide = false;
function word() {
  const r = rnd(100);
  if (r < 6) return pick(LATIN1_WORDS);
  if (wide && r < 12) return pick(WIDE_WORDS);
  return pick(WORDS);
}
function words(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(word());
  return out.join(" ");
}
function url() {
  return "https://" + pick(HOSTS) + "/" + words(1 + rnd(2)).replace(/ /g, "/") +
    (chance(30) ? "?q=" + rnd(1000) + "&page=" + rnd(9) : "");
}
function inlineSpan() {
  switch (rnd(22)) {
    case 0: return "*" + words(1 + rnd(3)) + "*";
    case 1: return "_" + words(1 + rnd(2)) + "_";
    case 2: return "**" + words(1 + rnd(3)) + "**";
    case 3: return "__" + words(1 + rnd(2)) + "__";
    case 4: return "***" + words(1 + rnd(2)) + "***";
    case 5: return "`" + pick(["x < y", "a && b", "map.get(k)", "<div>", "i++", "a_b_c"]) + "`";
    case 6: return "`` a ` b ``";
    case 7: return "[" + words(1 + rnd(3)) + "](" + url() + (chance(40) ? " \"" + words(2) + "\"" : "") + ")";
    case 8: return "![" + words(2) + "](/img/" + word() + ".png)";
    case 9: return "<" + url() + ">";
    case 10: return "<" + pick(WORDS) + rnd(99) + "@" + pick(HOSTS) + ">";
    case 11: return url();
    case 12: return "\\*not emphasis\\*";
    case 13: return "a < b && c > d";
    case 14: return "&copy; &#169; &amp;";
    case 15: return "\"" + words(2 + rnd(3)) + "\"";
    case 16: return "it's " + word() + "'s";
    case 17: return "~~" + words(1 + rnd(2)) + "~~";
    case 18: return "[" + words(2) + "][ref" + rnd(20) + "]";
    case 19: return "<span class=\"note\">" + words(2) + "</span>";
    case 20: return "snake_case_name and 2*3*4";
    default: return words(2) + " -- " + words(1) + "... " + words(1) + " --- " + word();
  }
}
function sentence() {
  const parts = [];
  const n = 3 + rnd(8);
  for (let i = 0; i < n; i++) parts.push(chance(25) ? inlineSpan() : words(1 + rnd(4)));
  let s = parts.join(" ");
  return s.charAt(0).toUpperCase() + s.slice(1) + pick([".", ".", ".", "!", "?", ":"]);
}
function paragraphLines(prefix) {
  const lines = [];
  const n = 1 + rnd(4);
  for (let i = 0; i < n; i++) {
    let line = prefix + sentence() + (chance(40) ? " " + sentence() : "");
    if (i < n - 1 && chance(10)) line += "  "; // hard break
    lines.push(line);
  }
  return lines.join("\n") + "\n";
}
function codeLines(n, indent) {
  const lines = [];
  for (let i = 0; i < n; i++) lines.push(indent + pick(CODE_LINES));
  return lines.join("\n") + "\n";
}
function listBlock(depth, prefix) {
  const ordered = chance(40);
  const loose = chance(25);
  const n = 2 + rnd(5);
  let start = 1 + (chance(20) ? rnd(9) : 0);
  const bullet = pick(["-", "*", "+"]);
  let out = "";
  for (let i = 0; i < n; i++) {
    const marker = ordered ? (start + i) + "." : bullet;
    const pad = " ".repeat(marker.length + 1);
    const task = !ordered && chance(15) ? (chance(50) ? "[ ] " : "[x] ") : "";
    out += prefix + marker + " " + task + sentence() + "\n";
    if (chance(30)) out += prefix + pad + sentence() + "\n";
    if (depth < 2 && chance(20)) {
      if (loose) out += "\n";
      out += listBlock(depth + 1, prefix + pad);
    }
    if (loose && i < n - 1) out += "\n";
  }
  return out;
}
function tableBlock() {
  const cols = 2 + rnd(4);
  const align = [];
  const head = [];
  for (let c = 0; c < cols; c++) {
    head.push(words(1 + rnd(2)));
    align.push(pick(["---", ":---", "---:", ":---:", "-----"]));
  }
  let out = "| " + head.join(" | ") + " |\n|" + align.join("|") + "|\n";
  const rows = 2 + rnd(7);
  for (let r = 0; r < rows; r++) {
    const cells = [];
    for (let c = 0; c < cols; c++) {
      cells.push(chance(20) ? inlineSpan() : chance(10) ? "a \\| b" : chance(30) ? String(rnd(100000)) : words(1 + rnd(3)));
    }
    out += (chance(50) ? "| " : "") + cells.join(" | ") + (chance(50) ? " |" : "") + "\n";
  }
  return out;
}
function block(depth) {
  const r = rnd(100);
  if (r < 8) return "#".repeat(1 + rnd(6)) + " " + words(2 + rnd(5)) + (chance(20) ? " ##" : "") + "\n";
  if (r < 11) return words(2 + rnd(4)) + "\n" + (chance(50) ? "=====" : "------") + "\n";
  if (r < 40) return paragraphLines("");
  if (r < 47) {
    const fence = chance(70) ? "```" : "~~~~";
    return fence + pick(LANGS) + "\n" + codeLines(2 + rnd(10), "") + fence + "\n";
  }
  if (r < 51) return codeLines(2 + rnd(6), "    ");
  if (r < 58 && depth < 2) {
    const inner = block(depth + 1) + (chance(50) ? "\n" + paragraphLines("") : "");
    return inner.replace(/^(?=[^\n])/gm, "> ").replace(/^(?=\n)/gm, ">");
  }
  if (r < 72) return listBlock(0, "");
  if (r < 80) return tableBlock();
  if (r < 83) return pick(["***", "---", "_ _ _", "* * *"]) + "\n";
  if (r < 86) return "<div class=\"box\">\n  <p>" + words(3) + " & more</p>\n</div>\n";
  if (r < 90) {
    let out = "";
    for (let i = 0, n = 1 + rnd(3); i < n; i++)
      out += "[Ref" + rnd(20) + "]: " + url() + (chance(50) ? " \"" + words(2) + "\"" : "") + "\n";
    return out;
  }
  return paragraphLines("");
}
function generateDocument(blocks) {
  const out = [];
  for (let i = 0; i < blocks; i++) out.push(block(0));
  return out.join("\n");
}

// ---------- block lexer ----------
// Lines a paragraph cannot continue with: blank lines and the starts of other blocks.
const INTERRUPT = "(?![ \\t]*\\n| {0,3}(?:#{1,6}[ \\t\\n]|>|`{3,}|~{3,}|[*+-][ \\t]|\\d{1,9}[.)][ \\t]|(?:[-*_][ \\t]*){3,}\\n|<(?:div|table|pre|section)\\b))";
const block_rules = {
  blank: /(?:[ \t]*\n)+/y,
  fence: /( {0,3})(`{3,}|~{3,})[ \t]*([^\s`~]*)[^\n]*\n([\s\S]*?)(?:^ {0,3}\2[`~]*[ \t]*\n|(?![\s\S]))/my,
  indented: /(?: {4}|\t)[^\n]*\n(?:(?:[ \t]*\n)*(?: {4}|\t)[^\n]*\n)*/y,
  atx: /( {0,3})(#{1,6})(?:[ \t]+(.*?))??(?:[ \t]+#+)?[ \t]*\n/y,
  hr: / {0,3}(?:(?:-[ \t]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})\n/y,
  setext: /(?! {0,3}(?:[#>]|[*+-][ \t]|\d{1,9}[.)][ \t]|`{3}|~{3})| {4})(?=[^\n]*\S)([^\n]+)\n {0,3}(=+|-+)[ \t]*\n/y,
  quote: new RegExp("(?: {0,3}>[^\\n]*\\n(?:" + INTERRUPT + "[^\\n]+\\n)*)+", "y"),
  item: /( {0,3})([*+-]|\d{1,9}[.)])([ \t]{1,4})([^\n]*)\n/y,
  lazy: new RegExp(INTERRUPT + "[^\\n]+\\n", "y"),
  table: /( {0,3}\|?[^\n]*\|[^\n]*)\n( {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*)\n((?:(?![ \t]*\n)[^\n]*\|[^\n]*\n)*)/y,
  html: / {0,3}<(div|pre|table|section|details|aside)(?=[\s>])[\s\S]*?\n[ \t]*(?:\n|(?![\s\S]))/iy,
  def: / {0,3}\[((?:\\.|[^\[\]\\])+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+(?:"([^"\n]*)"|'([^'\n]*)'|\(([^)\n]*)\)))?[ \t]*\n/y,
  paragraph: new RegExp("[^\\n]+\\n(?:" + INTERRUPT + "[^\\n]+\\n)*", "y"),
};

function at(re, src, pos) {
  re.lastIndex = pos;
  return re.exec(src);
}

function normalizeLabel(label) {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

function splitCells(row, count) {
  const cells = row.replace(/^ {0,3}\|?[ \t]*|[ \t]*\|?[ \t]*$/g, "").split(/[ \t]*(?<!\\)\|[ \t]*/);
  while (cells.length < count) cells.push("");
  cells.length = count;
  for (let i = 0; i < cells.length; i++) cells[i] = cells[i].replace(/\\\|/g, "|");
  return cells;
}

function lexList(src, pos, tokens, env) {
  const first = at(block_rules.item, src, pos);
  const ordered = first[2].length > 1 || /^\d/.test(first[2]);
  const delimiter = first[2].charAt(first[2].length - 1);
  const items = [];
  let loose = false;
  let blankBefore = false;
  let item;
  while ((item = at(block_rules.item, src, pos)) !== null) {
    if (at(block_rules.hr, src, pos) !== null) break;
    const marker = item[2];
    if (marker.charAt(marker.length - 1) !== delimiter || /^\d/.test(marker) !== ordered) break;
    if (blankBefore) loose = true;
    const indent = item[1].length + marker.length + item[3].length;
    let body = item[4] + "\n";
    pos += item[0].length;
    // Libraries compile the continuation and the next-item patterns for each item's indent.
    const continuation = new RegExp("((?:[ \\t]*\\n)*)(?: {" + indent + "}| {0," + (indent - 1) + "}\\t)([^\\n]*)\\n", "y");
    const nextItem = new RegExp(" {0," + Math.min(3, indent - 1) + "}(?:[*+-]|\\d{1,9}[.)])[ \\t]", "y");
    blankBefore = false;
    for (;;) {
      let m = at(continuation, src, pos);
      if (m !== null) {
        if (m[1].length > 0) loose = true;
        body += m[1] + m[2] + "\n";
        pos += m[0].length;
        continue;
      }
      if (at(nextItem, src, pos) === null && (m = at(block_rules.lazy, src, pos)) !== null) {
        body += m[0];
        pos += m[0].length;
        continue;
      }
      break;
    }
    const blank = at(block_rules.blank, src, pos);
    if (blank !== null && at(block_rules.item, src, pos + blank[0].length) !== null) {
      blankBefore = true;
      pos += blank[0].length;
    }
    let checked = null;
    const task = /^\[([ xX])\][ \t]+/.exec(body);
    if (task !== null && !ordered) {
      checked = task[1] !== " ";
      body = body.slice(task[0].length);
    }
    const children = [];
    lexBlocks(body, children, env);
    items.push({ checked, children });
  }
  tokens.push({ type: "list", ordered, start: ordered ? parseInt(first[2], 10) : 1, loose, items });
  return pos;
}

function lexBlocks(src, tokens, env) {
  let pos = 0;
  const length = src.length;
  let m;
  while (pos < length) {
    if ((m = at(block_rules.blank, src, pos)) !== null) {
      pos += m[0].length;
    } else if ((m = at(block_rules.fence, src, pos)) !== null) {
      let text = m[4];
      if (m[1].length > 0) text = text.replace(new RegExp("^ {1," + m[1].length + "}", "gm"), "");
      tokens.push({ type: "code", lang: m[3], text });
      pos += m[0].length;
    } else if ((m = at(block_rules.indented, src, pos)) !== null) {
      tokens.push({ type: "code", lang: "", text: m[0].replace(/^(?: {1,4}|\t)/gm, "").replace(/\n+$/, "\n") });
      pos += m[0].length;
    } else if ((m = at(block_rules.atx, src, pos)) !== null) {
      tokens.push({ type: "heading", depth: m[2].length, text: m[3] === undefined ? "" : m[3] });
      pos += m[0].length;
    } else if ((m = at(block_rules.hr, src, pos)) !== null) {
      tokens.push({ type: "hr" });
      pos += m[0].length;
    } else if ((m = at(block_rules.setext, src, pos)) !== null) {
      tokens.push({ type: "heading", depth: m[2].charAt(0) === "=" ? 1 : 2, text: m[1].trim() });
      pos += m[0].length;
    } else if ((m = at(block_rules.quote, src, pos)) !== null) {
      const children = [];
      lexBlocks(m[0].replace(/^ {0,3}> ?/gm, ""), children, env);
      tokens.push({ type: "blockquote", children });
      pos += m[0].length;
    } else if (at(block_rules.item, src, pos) !== null) {
      pos = lexList(src, pos, tokens, env);
    } else if ((m = at(block_rules.table, src, pos)) !== null) {
      const aligns = m[2].replace(/^ {0,3}\|?[ \t]*|[ \t]*\|?[ \t]*$/g, "").split(/[ \t]*\|[ \t]*/).map((cell) =>
        /^:-+:$/.test(cell) ? "center" : /^:/.test(cell) ? "left" : /:$/.test(cell) ? "right" : null);
      const cols = aligns.length;
      const rows = m[3] === "" ? [] : m[3].replace(/\n$/, "").split("\n").map((row) => splitCells(row, cols));
      tokens.push({ type: "table", header: splitCells(m[1], cols), aligns, rows });
      pos += m[0].length;
    } else if ((m = at(block_rules.html, src, pos)) !== null) {
      tokens.push({ type: "html", text: m[0] });
      pos += m[0].length;
    } else if ((m = at(block_rules.def, src, pos)) !== null) {
      const key = normalizeLabel(m[1]);
      if (!env.links.has(key)) {
        const title = m[3] !== undefined ? m[3] : m[4] !== undefined ? m[4] : m[5];
        env.links.set(key, { href: m[2], title });
      }
      pos += m[0].length;
    } else if ((m = at(block_rules.paragraph, src, pos)) !== null) {
      tokens.push({ type: "paragraph", text: m[0].replace(/\n$/, "") });
      pos += m[0].length;
    } else {
      throw new Error("block lexer stuck at " + pos + ": " + JSON.stringify(src.slice(pos, pos + 40)));
    }
  }
  return tokens;
}

// ---------- inline lexer ----------
const inline_rules = {
  escape: /^\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/,
  entity: /^&(?:#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/,
  autolink: /^<((?:https?|ftp|mailto):[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/i,
  url: /^(?:https?:\/\/|www\.)(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#][^\s<]*)?/i,
  tag: /^<\/?[a-zA-Z][\w-]*(?:\s+[a-zA-Z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/,
  link: /^(?<bang>!?)\[(?<text>(?:\[[^\[\]\n]*\]|\\[\s\S]|[^\\\[\]])*)\]\(\s*(?<href><[^<>\n]*>|(?:\\[\s\S]|[^\s\\()]|\((?:\\[\s\S]|[^\s\\()])*\))*)(?:\s+(?<title>"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|\((?:\\[\s\S]|[^()\\])*\)))?\s*\)/,
  reflink: /^(!?)\[((?:\[[^\[\]\n]*\]|\\[\s\S]|[^\\\[\]])*)\](?:\[([^\[\]]*)\])?/,
  triple: /^\*\*\*(?![\s*])([\s\S]+?)(?<![\s\\])\*\*\*(?!\*)/,
  strong: /^\*\*(?![\s*])((?:\\[\s\S]|\*(?![\s*])(?:\\[\s\S]|[^\\*])+?(?<![\s\\])\*|[^\\*])+?)(?<![\s\\])\*\*(?!\*)|^__(?![\s_])((?:\\[\s\S]|[^\\_])+?)(?<![\s\\])__(?![_\p{L}\p{N}])/u,
  em: /^\*(?![\s*])((?:\\[\s\S]|\*\*(?![\s*])(?:\\[\s\S]|[^\\*])+?(?<![\s\\])\*\*|[^\\*])+?)(?<![\s\\])\*(?!\*)|^_(?![\s_])((?:\\[\s\S]|[^\\_])+?)(?<![\s\\])_(?![_\p{L}\p{N}])/u,
  del: /^~~(?=\S)([\s\S]*?\S)~~(?!~)/,
  code: /^(`+)(?!`)([\s\S]*?[^`])\1(?!`)/,
  br: /^(?: {2,}|\\)\n(?![ \t]*$)/,
  text: /^[\s\S]+?(?=[\\<!\[`*~&]|(?<![\p{L}\p{N}])_|https?:\/\/|www\.| {2,}\n|$)/u,
};

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" };
function escapeChar(ch) { return ESCAPES[ch]; }
function escapeHtml(s) {
  return /[&<>"']/.test(s) ? s.replace(/[&<>"']/g, escapeChar) : s;
}
// Text keeps the entities it already has.
function escapeText(s) {
  return /[&<>"']/.test(s) ? s.replace(/[<>"']|&(?!#?\w+;)/g, escapeChar) : s;
}
function smartypants(s) {
  return s
    .replace(/---/g, "\u2014")
    .replace(/--/g, "\u2013")
    .replace(/(^|[-\u2014/(\[{"\s])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/(^|[-\u2014/(\[{\u2018\s])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/\.{3}/g, "\u2026");
}
function cleanUrl(href) {
  if (/^\s*(?:javascript|vbscript|data):/i.test(href)) return "#";
  return href.replace(/[^\w\-.~:/?#\[\]@!$&'()*+,;=%]/gu, (ch) => encodeURIComponent(ch));
}
function unescapeMd(s) {
  return s.indexOf("\\") < 0 ? s : s.replace(/\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/g, "$1");
}
function linkHtml(bang, text, href, title, env) {
  href = cleanUrl(unescapeMd(href));
  const t = title === undefined ? "" : " title=\"" + escapeHtml(unescapeMd(title)) + "\"";
  if (bang === "!") return "<img src=\"" + escapeHtml(href) + "\" alt=\"" + escapeHtml(text.replace(/[*_`\[\]]/g, "")) + "\"" + t + ">";
  return "<a href=\"" + escapeHtml(href) + "\"" + t + ">" + renderInline(text, env) + "</a>";
}

function renderInline(src, env) {
  let out = "";
  let c;
  while (src.length > 0) {
    if ((c = inline_rules.escape.exec(src)) !== null) {
      out += escapeHtml(c[1]);
    } else if ((c = inline_rules.entity.exec(src)) !== null) {
      out += c[0];
    } else if ((c = inline_rules.autolink.exec(src)) !== null) {
      const href = c[1].indexOf(":") < 0 ? "mailto:" + c[1] : c[1];
      out += "<a href=\"" + escapeHtml(cleanUrl(href)) + "\">" + escapeHtml(c[1]) + "</a>";
    } else if ((c = inline_rules.url.exec(src)) !== null) {
      const trail = /[.,:;!?'")\]*_~]+$/.exec(c[0]);
      const text = trail === null ? c[0] : c[0].slice(0, trail.index);
      const href = /^www\./i.test(text) ? "http://" + text : text;
      out += "<a href=\"" + escapeHtml(cleanUrl(href)) + "\">" + escapeHtml(text) + "</a>";
      src = src.substring(text.length);
      continue;
    } else if ((c = inline_rules.tag.exec(src)) !== null) {
      out += c[0];
    } else if ((c = inline_rules.link.exec(src)) !== null) {
      const g = c.groups;
      const href = g.href.replace(/^<([\s\S]*)>$/, "$1");
      const title = g.title === undefined ? undefined : g.title.slice(1, -1);
      out += linkHtml(g.bang, g.text, href, title, env);
    } else if ((c = inline_rules.reflink.exec(src)) !== null &&
               env.links.has(normalizeLabel(c[3] === undefined || c[3] === "" ? c[2] : c[3]))) {
      const def = env.links.get(normalizeLabel(c[3] === undefined || c[3] === "" ? c[2] : c[3]));
      out += linkHtml(c[1], c[2], def.href, def.title, env);
    } else if ((c = inline_rules.triple.exec(src)) !== null) {
      out += "<em><strong>" + renderInline(c[1], env) + "</strong></em>";
    } else if ((c = inline_rules.strong.exec(src)) !== null) {
      out += "<strong>" + renderInline(c[1] !== undefined ? c[1] : c[2], env) + "</strong>";
    } else if ((c = inline_rules.em.exec(src)) !== null) {
      out += "<em>" + renderInline(c[1] !== undefined ? c[1] : c[2], env) + "</em>";
    } else if ((c = inline_rules.del.exec(src)) !== null) {
      out += "<del>" + renderInline(c[1], env) + "</del>";
    } else if ((c = inline_rules.code.exec(src)) !== null) {
      let text = c[2].replace(/\n/g, " ");
      if (/^ (?! *$)[\s\S]* $/.test(text)) text = text.slice(1, -1);
      out += "<code>" + escapeHtml(text) + "</code>";
    } else if ((c = inline_rules.br.exec(src)) !== null) {
      out += "<br>\n";
    } else if ((c = inline_rules.text.exec(src)) !== null) {
      out += escapeText(smartypants(c[0]));
    } else {
      throw new Error("inline lexer stuck: " + JSON.stringify(src.slice(0, 40)));
    }
    src = src.substring(c[0].length);
  }
  return out;
}

// ---------- code highlighting ----------
const HIGHLIGHT = /(?<comment>\/\/[^\n]*|\/\*[\s\S]*?\*\/)|(?<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\[\s\S]|[^`\\])*`)|(?<regex>\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+\/[dgimsuy]*)|(?<number>\b(?:0x[\da-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)\b)|(?<keyword>\b(?:const|let|var|function|return|if|else|for|while|new|class|extends|import|export|from|async|await|this|super)\b)|(?<punct>[{}()\[\];,.])/gi;
function highlight(code) {
  let out = "";
  let last = 0;
  for (const m of code.matchAll(HIGHLIGHT)) {
    out += escapeHtml(code.slice(last, m.index));
    let kind = "punct";
    for (const name in m.groups) if (m.groups[name] !== undefined) { kind = name; break; }
    out += "<span class=\"hl-" + kind + "\">" + escapeHtml(m[0]) + "</span>";
    last = m.index + m[0].length;
  }
  return out + escapeHtml(code.slice(last));
}

// ---------- renderer ----------
function slug(text, env) {
  let s = text.toLowerCase().trim()
    .replace(/<[!\/a-z].*?>/gi, "")
    .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~]/g, "")
    .replace(/\s/g, "-");
  const seen = env.slugs.get(s);
  if (seen === undefined) {
    env.slugs.set(s, 0);
  } else {
    env.slugs.set(s, seen + 1);
    s += "-" + (seen + 1);
  }
  return s;
}

function renderBlocks(tokens, env, tight) {
  let out = "";
  for (const t of tokens) {
    switch (t.type) {
      case "heading": {
        const html = renderInline(t.text, env);
        out += "<h" + t.depth + " id=\"" + slug(html, env) + "\">" + html + "</h" + t.depth + ">\n";
        break;
      }
      case "paragraph": {
        const html = renderInline(t.text.replace(/^[ \t]+/gm, "").replace(/[ \t]+$/, ""), env);
        out += tight ? html + "\n" : "<p>" + html + "</p>\n";
        break;
      }
      case "code": {
        const lang = t.lang.replace(/[^\w-]/g, "");
        const body = /^(?:js|javascript|ts)$/i.test(lang) ? highlight(t.text) : escapeHtml(t.text);
        out += "<pre><code" + (lang ? " class=\"language-" + lang + "\"" : "") + ">" + body + "</code></pre>\n";
        break;
      }
      case "hr":
        out += "<hr>\n";
        break;
      case "blockquote":
        out += "<blockquote>\n" + renderBlocks(t.children, env, false) + "</blockquote>\n";
        break;
      case "list": {
        const tag = t.ordered ? "ol" : "ul";
        out += "<" + tag + (t.ordered && t.start !== 1 ? " start=\"" + t.start + "\"" : "") + ">\n";
        for (const item of t.items) {
          const box = item.checked === null ? "" : "<input type=\"checkbox\" disabled" + (item.checked ? " checked" : "") + "> ";
          out += "<li>" + box + renderBlocks(item.children, env, !t.loose).replace(/\n$/, "") + "</li>\n";
        }
        out += "</" + tag + ">\n";
        break;
      }
      case "table": {
        const attr = (i) => (t.aligns[i] === null ? "" : " align=\"" + t.aligns[i] + "\"");
        out += "<table>\n<thead>\n<tr>";
        for (let i = 0; i < t.header.length; i++) out += "<th" + attr(i) + ">" + renderInline(t.header[i], env) + "</th>";
        out += "</tr>\n</thead>\n";
        if (t.rows.length > 0) {
          out += "<tbody>\n";
          for (const row of t.rows) {
            out += "<tr>";
            for (let i = 0; i < row.length; i++) out += "<td" + attr(i) + ">" + renderInline(row[i], env) + "</td>";
            out += "</tr>\n";
          }
          out += "</tbody>\n";
        }
        out += "</table>\n";
        break;
      }
      case "html":
        out += t.text;
        break;
      default:
        throw new Error("unknown token " + t.type);
    }
  }
  return out;
}

function markdown(src) {
  src = src.replace(/\r\n?/g, "\n").replace(/^[ \t]+$/gm, "");
  if (!/\n$/.test(src)) src += "\n";
  const env = { links: new Map(), slugs: new Map() };
  const tokens = lexBlocks(src, [], env);
  return renderBlocks(tokens, env, false);
}

// ---------- driver ----------
let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum, 31) + (x | 0)) >>> 0; }
function hashString(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const documents = [];
for (let d = 0; d < DOCUMENTS; d++) {
  wide = d >= DOCUMENTS / 2;
  documents.push(generateDocument(BLOCKS));
}
for (let r = 0; r < RENDERS; r++) {
  for (const doc of documents) {
    const html = markdown(doc);
    mix(doc.length);
    mix(html.length);
    mix(hashString(html));
    mix((html.match(/<(?:p|li|h[1-6]|pre|table|blockquote|a|em|strong)\b/g) || []).length);
  }
}
log("checksum: " + checksum);
