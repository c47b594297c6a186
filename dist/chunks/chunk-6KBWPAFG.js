// src/report/display-name.ts
var MARKDOWN_NAME_CHARS = 72;
var TERMINAL_NAME_CHARS = 60;
function displayName(name, max) {
  if (name.length <= max) return name;
  const points = Array.from(name);
  if (points.length <= max) return name;
  const hash = process.getBuiltinModule("node:crypto").createHash("sha256").update(name).digest("hex").slice(0, 6);
  return `${points.slice(0, Math.max(1, max - 7)).join("")}\u2026${hash}`;
}
var WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
var ZERO = /[\ufe00-\ufe0f\u0300-\u036f\u200b-\u200f\u2060]/u;
var NARROW_ONLY = /^[^\u0300-\u036f\u1100-\u115f\u200b-\u200f\u2060\u2e80-\uffff]*$/;
function displayWidth(s) {
  if (NARROW_ONLY.test(s)) return s.length;
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : ZERO.test(ch) ? 0 : 1;
  return n;
}

export {
  MARKDOWN_NAME_CHARS,
  TERMINAL_NAME_CHARS,
  displayName,
  displayWidth
};
