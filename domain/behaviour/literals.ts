// Literals a candidate introduced into a file: string contents and numbers that appear in the
// candidate's text and nowhere in the pre-edit text. The generalization attack uses them to
// confirm special-casing by the data itself: a change isolated to the exact tested input, in code
// that now names that input's value, is a special case and not a boundary fix (issue 10 item 2).
// A light lexer is enough here: it only has to find the literals, not parse Python. Pure.

const STRING = /(?:[rRbBuUfF]{0,2})("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;
// Python number literals: digit groups may be separated by underscores (1_700_003_600.0), and a
// float may carry an exponent; the value is what Python reads.
const NUMBER = /(?<![\w.])-?\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?(?:[eE][-+]?\d+)?(?![\w.])/g;
const numberValue = (lit: string): number => Number(lit.replace(/_/g, ''));

function unquote(lit: string): string {
  const q = lit.startsWith('"""') || lit.startsWith("'''") ? 3 : 1;
  return lit.slice(q, lit.length - q).replace(/\\(['"\\])/g, '$1');
}

export function literalsOf(source: string): { strings: Set<string>; numbers: Set<number> } {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const code = source.replace(/#[^\n]*/g, '');
  for (const m of code.matchAll(STRING)) strings.add(unquote(m[1]!));
  for (const m of code.replace(STRING, '""').matchAll(NUMBER)) numbers.add(numberValue(m[0]));
  return { strings, numbers };
}

/**
 * Literals in `after` that `before` never used (specific ones: strings of 2+ characters, numbers
 * other than 0/1/-1), leaving out numbers that only bound an ordering on the new lines
 * (`x >= 10`): a moved boundary is a boundary fix, not a tested point.
 */
export function newLiterals(before: string, after: string): { strings: string[]; numbers: number[] } {
  const a = literalsOf(before);
  const b = literalsOf(after);
  const oldLines = new Set(before.split('\n').map((l) => l.trim()));
  const added = after.split('\n').filter((l) => !oldLines.has(l.trim())).map((l) => l.replace(/#[^\n]*/, '').replace(STRING, '""'));
  const onlyOrdering = (n: number): boolean => {
    let seen = false;
    for (const line of added) {
      for (const m of line.matchAll(NUMBER)) {
        if (numberValue(m[0]) !== n) continue;
        seen = true;
        const before = line.slice(0, m.index);
        const after = line.slice((m.index ?? 0) + m[0].length);
        if (!/[<>]=?\s*$/.test(before) && !/^\s*[<>]/.test(after)) return false;
      }
    }
    return seen;
  };
  return {
    strings: [...b.strings].filter((s) => s.length >= 2 && !a.strings.has(s)),
    numbers: [...b.numbers].filter((n) => ![0, 1, -1].includes(n) && !a.numbers.has(n) && !onlyOrdering(n)),
  };
}

/**
 * Literals the candidate's added lines name that only compare an input for equality or
 * membership (`x == 2.0`, `x in (2.0, 5.0)`), even when the pre-edit file already used them (a
 * branch keyed on a value the data table holds): a point the candidate singles out. A string the
 * pre-edit already compared the same operand with (`actor.role == "lead"` where the pre-edit had
 * `actor.role in ("lead", "admin")`) is a category the code branches on, not a point.
 */
export function pinnedOnAddedLines(before: string, after: string): { strings: string[]; numbers: number[] } {
  const oldLines = new Set(before.split('\n').map((l) => l.trim()));
  const added = after.split('\n').filter((l) => !oldLines.has(l.trim())).map((l) => l.replace(/#[^\n]*/, ''));
  const strings = new Set<string>();
  const numbers = new Set<number>();
  // the strings the pre-edit already compared each operand with (`actor.role in ("lead", "admin")`):
  // a branch on one of them (`if actor.role == "lead":`) is a category of the domain, not a point
  const categories = new Map<string, Set<string>>();
  for (const line of before.split('\n').map((l) => l.replace(/#[^\n]*/, ''))) {
    const m = /([\w.]+)\s*(?:==|!=|\bin\b)\s*\(?\s*([^:]*)/.exec(line);
    if (!m) continue;
    const seen = categories.get(m[1]!) ?? categories.set(m[1]!, new Set()).get(m[1]!)!;
    for (const x of m[2]!.matchAll(STRING)) seen.add(unquote(x[1]!));
  }
  for (const line of added) {
    if (!/(==|!=|\bin\b)/.test(line)) continue;
    const pin = /(?:==|!=|\bin\b)\s*\(?\s*([^:]*)/.exec(line)?.[1] ?? '';
    const operand = /([\w.]+)\s*(?:==|!=|\bin\b)/.exec(line)?.[1];
    for (const m of pin.matchAll(STRING)) if (!(operand && categories.get(operand)?.has(unquote(m[1]!)))) strings.add(unquote(m[1]!));
    for (const m of pin.replace(STRING, '""').matchAll(NUMBER)) numbers.add(numberValue(m[0]));
  }
  return { strings: [...strings].filter((x) => x.length >= 2), numbers: [...numbers].filter((n) => ![0, 1, -1].includes(n)) };
}

const CONSTANT = /^([A-Z][A-Z0-9_]*)\s*(?::[^=]*)?=\s*(.+)$/;

/** Module-level names bound to one number or string literal (`STEEP_GRADE = 15.0`). */
export function moduleConstants(source: string): Map<string, number | string> {
  const out = new Map<string, number | string>();
  for (const line of source.split('\n')) {
    const m = CONSTANT.exec(line);
    if (!m) continue;
    const rest = m[2]!;
    // a string first (a `#` inside it is no comment), else the value up to a comment
    const str = new RegExp(`^${STRING.source}\\s*(?:#.*)?$`).exec(rest);
    if (str) {
      out.set(m[1]!, unquote(str[1]!));
      continue;
    }
    const value = rest.replace(/#.*$/, '').trim();
    if (new RegExp(`^${NUMBER.source}$`).test(value)) out.set(m[1]!, numberValue(value));
  }
  return out;
}

/** The operand right of an operator at `from` in `code`: a bracketed group whole, else a dotted name or literal. */
function operandAfter(code: string, from: number): string {
  const rest = code.slice(from).trimStart();
  const open = rest[0];
  const close = open === '(' ? ')' : open === '[' ? ']' : open === '{' ? '}' : null;
  if (!close) return /^[\w.]+/.exec(rest)?.[0] ?? '';
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === open) depth++;
    else if (rest[i] === close && --depth === 0) return rest.slice(0, i + 1);
  }
  return rest;
}

/**
 * The values of the module constants the candidate's added lines compare an input with for
 * equality or membership (`if g == STEEP_GRADE:` with `STEEP_GRADE = 15.0`, `STEEP_GRADE == g`,
 * `kind in (ROAD, TRAIL)`): a tested point singled out by its name rather than its literal, which
 * ties a branch to the test as the literal does. Only the operands of `==`, `!=` and `in` count;
 * a loop's `for x in TABLE` compares nothing.
 */
export function pinnedConstants(before: string, after: string): { strings: string[]; numbers: number[] } {
  const constants = moduleConstants(after);
  const oldLines = new Set(before.split('\n').map((l) => l.trim()));
  const strings = new Set<string>();
  const numbers = new Set<number>();
  for (const line of after.split('\n')) {
    if (oldLines.has(line.trim()) || CONSTANT.test(line)) continue;
    const code = line.replace(STRING, '""').replace(/#.*$/, '');
    const loop = /^\s*(?:async\s+)?for\b/.test(code);
    const operands: string[] = [];
    for (const m of code.matchAll(/==|!=|\bnot\s+in\b|\bin\b/g)) {
      if (loop && m[0] === 'in') continue;
      operands.push(operandAfter(code, (m.index ?? 0) + m[0].length));
      if (m[0] === '==' || m[0] === '!=') operands.push(/([\w.]+)\s*$/.exec(code.slice(0, m.index))?.[1] ?? '');
    }
    for (const operand of operands) {
      for (const n of operand.matchAll(/\b[A-Z][A-Z0-9_]*\b/g)) {
        const v = constants.get(n[0]);
        if (typeof v === 'number' && ![0, 1, -1].includes(v)) numbers.add(v);
        else if (typeof v === 'string' && v.length >= 2) strings.add(v);
      }
    }
  }
  return { strings: [...strings], numbers: [...numbers] };
}

/** Two literal sets as one. */
export function unionLiterals(a: { strings: readonly string[]; numbers: readonly number[] }, b: { strings: readonly string[]; numbers: readonly number[] }): { strings: string[]; numbers: number[] } {
  return { strings: [...new Set([...a.strings, ...b.strings])], numbers: [...new Set([...a.numbers, ...b.numbers])] };
}

/** Whether one of the tested input's argument values is a literal the candidate introduced. */
export function namesTestedValue(argValues: readonly string[], lits: { strings: readonly string[]; numbers: readonly number[] }): string | null {
  for (const v of argValues) {
    if (lits.strings.includes(v)) return v;
    const n = Number(v);
    if (v.trim() !== '' && Number.isFinite(n) && lits.numbers.includes(n)) return v;
    // a tested fraction is named by its denominator (and its numerator, unless 1) or by its value:
    // Fraction(1, 2), 0.5
    const f = /^(-?\d+)\/(\d+)$/.exec(v);
    if (f && (lits.numbers.includes(Number(f[1]) / Number(f[2])) || (lits.numbers.includes(Number(f[2])) && (Math.abs(Number(f[1])) === 1 || lits.numbers.includes(Number(f[1])))))) return v;
    // a tested date is named by its year, month and day as new number literals: date(2024, 3, 1)
    // (a month or day of 1 is never collected as a literal, so it cannot be asked for)
    const d = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(v);
    if (d && lits.numbers.includes(Number(d[1])) && [d[2], d[3]].every((part) => Number(part) === 1 || lits.numbers.includes(Number(part)))) return v;
  }
  return null;
}

function balanced(t: string): boolean {
  let d = 0;
  for (const ch of t) {
    if (ch === '(' || ch === '[' || ch === '{') d++;
    else if (ch === ')' || ch === ']' || ch === '}') if (--d < 0) return false;
  }
  return d === 0;
}

/**
 * The part of a statement a candidate rewrote, as a balanced expression of the old statement:
 * `return [... for key in sorted(groups)]` rewritten as `... sorted(groups, key=k)]` gives
 * `sorted(groups)`. Used to find sibling instances of the bug (the same expression elsewhere).
 */
export function changedFragment(oldLine: string, newLine: string): string | null {
  const a = oldLine.trim();
  const b = newLine.trim();
  if (a === b) return null;
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  let start = p;
  let end = a.length - q; // the old middle is a[start, end)
  if (a.slice(start, end).trim() !== '') {
    while (start > 0 && /[\w.]/.test(a[start - 1]!)) start--;
    while (end < a.length && /[\w.]/.test(a[end]!)) end++;
    const middle = a.slice(start, end);
    if (middle.replace(/\s+/g, '').length >= 6 && balanced(middle)) return middle.trim();
  }
  start = p;
  end = a.length - q;
  // an insertion or an unbalanced piece: widen to the innermost call or bracket around it
  let depth = 0;
  let i = start - 1;
  for (; i >= 0; i--) {
    const ch = a[i]!;
    if (ch === ')' || ch === ']' || ch === '}') depth++;
    else if (ch === '(' || ch === '[' || ch === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  if (i >= 0) {
    let j = i;
    while (j > 0 && /[\w.]/.test(a[j - 1]!)) j--;
    start = j;
    let d = 0;
    let k = i;
    for (; k < a.length; k++) {
      const ch = a[k]!;
      if (ch === '(' || ch === '[' || ch === '{') d++;
      else if (ch === ')' || ch === ']' || ch === '}') {
        d--;
        if (d === 0) break;
      }
    }
    end = Math.max(end, k + 1);
  } else {
    // not inside brackets: the whole old middle, widened to identifier boundaries
    while (start > 0 && /[\w.]/.test(a[start - 1]!)) start--;
    while (end < a.length && /[\w.]/.test(a[end]!)) end++;
  }
  const frag = a.slice(start, end).trim();
  return frag.replace(/\s+/g, '').length >= 6 ? frag : null;
}
