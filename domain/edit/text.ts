// Line-level text helpers for the appliers: byte-exact, EOL-preserving, deterministic.

/** Lines with their line endings; a final line without EOL keeps none. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const out = text.split(/(?<=\n)/);
  return out;
}

/** The file's line ending ('\r\n' when its first line ends so), applied to model text. */
export function detectEol(text: string): string {
  const i = text.indexOf('\n');
  return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
}

/** Model text re-encoded to the file's line ending (an encoding step, not fuzzy matching). */
export function toEol(text: string, eol: string): string {
  const lf = text.replace(/\r\n/g, '\n');
  return eol === '\n' ? lf : lf.replace(/\n/g, eol);
}

export function lineCount(text: string): number {
  return splitLines(text).length;
}

/** Character offset where 1-based line `n` starts (text length past the end). */
export function lineOffset(lines: string[], n: number): number {
  let off = 0;
  for (let i = 0; i < n - 1 && i < lines.length; i++) off += lines[i]!.length;
  return off;
}

/** Offsets [start, end) of lines s..e (1-based, inclusive). */
export function lineRangeOffsets(lines: string[], s: number, e: number): [number, number] {
  return [lineOffset(lines, s), lineOffset(lines, e + 1)];
}

/** The 1-based line holding character offset `off`. */
export function lineAt(text: string, off: number): number {
  let n = 1;
  for (let i = 0; i < off && i < text.length; i++) if (text[i] === '\n') n++;
  return n;
}

/**
 * Replace lines s..e with `replacement` (complete lines). The replacement gets a trailing EOL
 * when the replaced lines had one, so the next line never fuses onto it.
 */
export function replaceLines(text: string, s: number, e: number, replacement: string, eol: string): string {
  const lines = splitLines(text);
  const [a, b] = lineRangeOffsets(lines, s, e);
  const replaced = text.slice(a, b);
  let rep = replacement;
  if (rep !== '' && replaced.endsWith('\n') && !rep.endsWith('\n')) rep += eol;
  return text.slice(0, a) + rep + text.slice(b);
}

/** Every offset where `needle` occurs in `hay` within [from, to) (overlaps counted). */
export function occurrences(hay: string, needle: string, from = 0, to = hay.length): number[] {
  const out: number[] = [];
  if (needle === '') return out;
  let i = hay.indexOf(needle, from);
  while (i !== -1 && i + needle.length <= to) {
    out.push(i);
    i = hay.indexOf(needle, i + 1);
  }
  return out;
}

function leadingWs(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** Remove the common leading whitespace of the non-blank lines (textwrap.dedent). */
export function dedent(text: string): string {
  const lines = text.split('\n');
  let common: string | null = null;
  for (const l of lines) {
    if (isBlank(l)) continue;
    const ws = leadingWs(l);
    if (common === null) common = ws;
    else {
      let k = 0;
      while (k < common.length && k < ws.length && common[k] === ws[k]) k++;
      common = common.slice(0, k);
    }
  }
  if (!common) return text;
  return lines.map((l) => (isBlank(l) ? l.replace(/^[ \t]+/, '') : l.slice(common!.length))).join('\n');
}

/**
 * A whole entity's new source, made ready to splice: EOLs normalized, surrounding blank lines
 * dropped, dedented, then indented with the entity's own indentation string.
 */
export function normalizeEntitySource(source: string, indent: string, eol: string): string {
  const lf = source.replace(/\r\n/g, '\n');
  const lines = dedent(lf).split('\n');
  while (lines.length && isBlank(lines[0]!)) lines.shift();
  while (lines.length && isBlank(lines[lines.length - 1]!)) lines.pop();
  return lines.map((l) => (isBlank(l) ? '' : indent + l)).join(eol) + eol;
}

/** The indentation string of 1-based line n. */
export function indentOfLine(text: string, n: number): string {
  const line = splitLines(text)[n - 1] ?? '';
  return leadingWs(line);
}

/** Whitespace-insensitive form of a line (what fuzzy matchers compare). */
export function squash(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}
