// regex.js - regular-expression workload over a generated server log.
// Generates a log corpus (timestamps, levels, IPs, HTTP requests, key=value
// pairs, e-mail addresses, free text) with an LCG, then processes it with
// several regular expressions: line splitting, exec loops with /g and with a
// sticky /y tokenizer, match with capture groups, replace with a function
// callback, alternation, character classes, quantifiers and backreferences.
// Stresses: the regexp compiler/matcher, lastIndex handling, match result
// arrays, substring creation, and string building.
const log = typeof print === "function" ? print : console.log;

const ITERATIONS = 12; // passes over freshly generated corpora
const LINES = 1500;

let seed = 4242;
function rnd(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return (seed >>> 8) % n;
}
function pick(a) { return a[rnd(a.length)]; }
function pad2(n) { return n < 10 ? "0" + n : "" + n; }

const LEVELS = ["INFO", "WARN", "ERROR", "DEBUG", "INFO", "INFO"];
const METHODS = ["GET", "POST", "PUT", "DELETE"];
const PATHS = ["/", "/index.html", "/api/users", "/api/orders", "/static/app.js", "/img/logo.png", "/login"];
const WORDS = ["alpha", "beta", "gamma", "delta", "cache", "miss", "hit", "timeout", "retry", "queue",
  "worker", "shard", "lease", "commit", "rollback", "flush", "the", "a", "of", "to"];
const USERS = ["ann", "bob", "carol", "dave", "erin", "frank"];
const HOSTS = ["example.com", "mail.test", "corp.internal"];

function generateCorpus(lines) {
  const out = [];
  for (let i = 0; i < lines; i++) {
    const ts = "2026-" + pad2(1 + rnd(12)) + "-" + pad2(1 + rnd(28)) + "T" +
      pad2(rnd(24)) + ":" + pad2(rnd(60)) + ":" + pad2(rnd(60)) + "." + (100 + rnd(900));
    const level = pick(LEVELS);
    const ip = (1 + rnd(254)) + "." + rnd(256) + "." + rnd(256) + "." + (1 + rnd(254));
    let line = ts + " [" + level + "] " + ip + " ";
    const kind = rnd(4);
    if (kind === 0) {
      line += '"' + pick(METHODS) + " " + pick(PATHS) + (rnd(3) === 0 ? "?id=" + rnd(10000) : "") +
        ' HTTP/1.1" ' + pick([200, 200, 200, 301, 404, 500]) + " " + rnd(50000);
    } else if (kind === 1) {
      const n = 1 + rnd(4);
      for (let k = 0; k < n; k++) line += pick(WORDS) + "=" + (rnd(2) ? rnd(1000) : pick(WORDS)) + " ";
      line += "user=" + pick(USERS) + "@" + pick(HOSTS);
    } else if (kind === 2) {
      const n = 3 + rnd(8);
      const ws = [];
      for (let k = 0; k < n; k++) ws.push(pick(WORDS));
      if (rnd(4) === 0) { const w = pick(WORDS); ws.push(w, w); } // doubled word
      line += ws.join(" ");
    } else {
      line += "latency " + rnd(2000) + "ms size " + rnd(100) + "." + rnd(100) + "kB code 0x" +
        (rnd(65536) + 4096).toString(16);
    }
    out.push(line);
  }
  return out.join(rnd(2) ? "\n" : "\r\n");
}

let checksum = 0;
function mix(x) { checksum = (Math.imul(checksum, 31) + (x | 0)) >>> 0; }
function hashString(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const LINE_RE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3}) \[(INFO|WARN|ERROR|DEBUG)\] ((?:\d{1,3}\.){3}\d{1,3}) (.*)$/;
const REQUEST_RE = /"(GET|POST|PUT|DELETE) ([^ ?"]+)(?:\?([^ "]*))? HTTP\/1\.[01]" (\d{3}) (\d+)/;
const KV_RE = /(\w+)=([\w.@]+)/g;
const EMAIL_RE = /\b([a-z]+)@([a-z]+(?:\.[a-z]+)+)\b/gi;
const NUMBER_RE = /\b\d+(?:\.\d+)?(?:ms|kB)?\b/g;
const DOUBLE_RE = /\b(\w+) \1\b/;
const HEX_RE = /0x([0-9a-f]+)/i;
// sticky tokenizer: each alternative is one token class
const TOKEN_RE = /\s+|(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|("[^"]*")|([\[\]=@.:?\/\-])|(.)/y;

function processCorpus(text) {
  const lines = text.split(/\r?\n/);
  mix(lines.length);
  const levelCounts = { INFO: 0, WARN: 0, ERROR: 0, DEBUG: 0 };
  const statusCounts = new Map();
  let bytes = 0, kvs = 0, nums = 0, doubles = 0, hexSum = 0, tokens = 0, tokenHash = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = LINE_RE.exec(line);
    if (m === null) throw new Error("line did not match: " + line);
    levelCounts[m[8]]++;
    mix(parseInt(m[2], 10) * 31 + parseInt(m[3], 10) + parseInt(m[7], 10));
    const rest = m[10];

    const r = REQUEST_RE.exec(rest);
    if (r !== null) {
      const st = r[4];
      statusCounts.set(st, (statusCounts.get(st) || 0) + 1);
      bytes += parseInt(r[5], 10);
      if (r[3] !== undefined) mix(hashString(r[3]));
      mix(r[2].length);
    }

    KV_RE.lastIndex = 0;
    let kv;
    while ((kv = KV_RE.exec(rest)) !== null) {
      kvs++;
      mix(kv[1].length * 7 + kv[2].length);
    }

    NUMBER_RE.lastIndex = 0;
    let nm;
    while ((nm = NUMBER_RE.exec(rest)) !== null) {
      nums++;
      mix(nm.index);
    }

    if (DOUBLE_RE.test(rest)) doubles++;
    const hx = HEX_RE.exec(rest);
    if (hx !== null) hexSum = (hexSum + parseInt(hx[1], 16)) | 0;

    // sticky tokenizer over the whole line
    TOKEN_RE.lastIndex = 0;
    let t;
    while (TOKEN_RE.lastIndex < line.length && (t = TOKEN_RE.exec(line)) !== null) {
      let cls = 0;
      for (let g = 1; g <= 5; g++) if (t[g] !== undefined) { cls = g; break; }
      if (cls !== 0) {
        tokens++;
        tokenHash = (Math.imul(tokenHash, 17) + cls * 131 + t[0].length) | 0;
      }
    }
  }
  mix(levelCounts.INFO); mix(levelCounts.WARN); mix(levelCounts.ERROR); mix(levelCounts.DEBUG);
  const statuses = Array.from(statusCounts.keys()).sort();
  for (const s of statuses) { mix(parseInt(s, 10)); mix(statusCounts.get(s)); }
  mix(bytes); mix(kvs); mix(nums); mix(doubles); mix(hexSum); mix(tokens); mix(tokenHash);

  // whole-text passes
  const emails = text.match(EMAIL_RE) || [];
  mix(emails.length);
  const anonymized = text.replace(EMAIL_RE, (all, user, host) => user[0] + "***@" + host.toUpperCase());
  mix(hashString(anonymized));
  const masked = text.replace(/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g,
    (all, a, b, c, d) => a + "." + b + ".x." + (parseInt(d, 10) & 0xf0));
  mix(hashString(masked));
  const dates = text.replace(/(\d{4})-(\d\d)-(\d\d)/g, "$3/$2/$1");
  mix(hashString(dates));
  const words = text.split(/[^A-Za-z]+/);
  let longest = 0;
  for (const w of words) if (w.length > longest) longest = w.length;
  mix(words.length); mix(longest);
  const errors = text.match(/^.*\[ERROR\].*$/gm) || [];
  mix(errors.length);
}

for (let it = 0; it < ITERATIONS; it++) {
  processCorpus(generateCorpus(LINES));
}
log("checksum: " + checksum);
