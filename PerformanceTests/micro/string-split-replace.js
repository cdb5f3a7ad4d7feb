// Measures split, replace, replaceAll and indexOf/lastIndexOf/includes over strings of a
// few megabytes, 8-bit and 16-bit.
const log = typeof print === "function" ? print : console.log;
function text(n, wide) {
  const parts = [];
  for (let i = 0; i < n; i++) parts.push((wide ? "\u3042" : "w") + (i % 997));
  return parts.join(" ");
}
let sum = 0;
for (const wide of [false, true]) {
  const s = text(300000, wide);
  for (let k = 0; k < 3; k++) {
    const parts = s.split(" ");
    sum = (sum + parts.length + parts.join(",").length) | 0;
    sum = (sum + s.replaceAll(" ", "--").length) | 0;
    sum = (sum + s.replace(/\d+/g, "#").length) | 0;
    sum = (sum + s.replace("w5 ", "$&$'".slice(0, 2)).length) | 0;
    sum = (sum + s.indexOf("zz") + s.lastIndexOf("w0 ") + (s.includes("996 w") ? 1 : 0)) | 0;
    sum = (sum + s.split(" ", 10).length) | 0;
  }
}
log("checksum: " + (sum >>> 0));
