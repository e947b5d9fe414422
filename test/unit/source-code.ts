/**
 * A source file's code without its comments (strings, template literals and regular expressions kept), for the unit
 * tests that check what the code names rather than what its comments say.
 */

/** `text` with every comment replaced by spaces (line breaks kept, so positions still map to lines). */
export function codeOf(text: string): string {
  let out = "";
  let i = 0;
  // The last significant character decides whether a `/` starts a regular expression or divides.
  let last = "";
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") {
        out += " ";
        i++;
      }
      continue;
    }
    if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === "`" || (c === "/" && (last === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(last) || /\b(?:return|typeof|case)$/.test(out.trimEnd())))) {
      const start = i;
      i++;
      let inClass = false;
      while (i < text.length) {
        const d = text[i]!;
        if (d === "\\") {
          i += 2;
          continue;
        }
        if (c === "/" && d === "[") inClass = true;
        else if (c === "/" && d === "]") inClass = false;
        else if (d === c && !(c === "/" && inClass)) break;
        else if (c !== "`" && d === "\n") break;
        i++;
      }
      i++;
      out += text.slice(start, i);
      last = c;
      continue;
    }
    out += c;
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return out;
}
