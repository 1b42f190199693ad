// Twin edits (issue 10 item 1, attribution): a correct fix often repeats its repair in a sibling the
// FAIL_TO_PASS tests never call — `int(lb * GRAMS_PER_LB)` made `int(lb * GRAMS_PER_LB + 0.5)` and,
// two functions below, `int(oz * GRAMS_PER_OZ)` made `int(oz * GRAMS_PER_OZ + 0.5)`. The sibling's
// divergence on an unasserted value (oz_to_grams(140): 3968 -> 3969) is the fix carried over, not a
// regression, when its edit is the reproduced function's edit with other names and its behaviour
// moves the way the reproduced one's does (attribution.ts checks the kinds). Pure: sources in,
// a yes or no out; the sources come from the sandboxed extractor.

/** Python's keywords and the builtins whose name is part of what an edit does (never renamed). */
const KEPT = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'abs', 'all', 'any', 'bool', 'dict', 'divmod', 'float', 'int', 'len', 'list', 'max',
  'min', 'pow', 'range', 'reversed', 'round', 'set', 'sorted', 'str', 'sum', 'tuple', 'zip',
]);

const TOKEN = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|[A-Za-z_]\w*|\d[\w.]*|\*\*|\/\/|[<>=!]=|\S/g;

/** The body's lines without comments, blank lines or the `def` line, stripped. */
function bodyLines(source: string): string[] {
  const lines = source.split('\n').map((l) => l.replace(/#[^'"]*$/, '').trim());
  const start = lines.findIndex((l) => /^(async\s+)?def\s/.test(l));
  return lines.slice(start + 1).filter((l) => l.length > 0);
}

/** Lines of `a` not matched in `b` (multiset difference, order kept). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const l of b) left.set(l, (left.get(l) ?? 0) + 1);
  return a.filter((l) => {
    const n = left.get(l) ?? 0;
    if (n > 0) return void left.set(l, n - 1), false;
    return true;
  });
}

/**
 * The edit of one function as text with its names renamed by first appearance: the removed lines,
 * then the added ones. Empty when the function did not change or the edit has nothing but names.
 */
export function editShape(before: string, after: string): string {
  const old = bodyLines(before);
  const neu = bodyLines(after);
  const removed = minus(old, neu);
  const added = minus(neu, old);
  if (removed.length + added.length === 0) return '';
  const names = new Map<string, string>();
  const canon = (line: string) =>
    (line.match(TOKEN) ?? [])
      .map((t) => {
        if (!/^[A-Za-z_]/.test(t) || KEPT.has(t)) return t;
        if (!names.has(t)) names.set(t, `$${names.size}`);
        return names.get(t)!;
      })
      .join(' ');
  const shape = [...removed.map((l) => `- ${canon(l)}`), ...added.map((l) => `+ ${canon(l)}`)].join('\n');
  // an edit of names alone (a rename) says nothing about what the code does
  return /[^$\d\s+-]/.test(shape.replace(/\$\d+/g, '')) ? shape : '';
}

/** Whether two functions' edits are the same edit with other names (non-empty shapes, equal). */
export function twinEdits(a: { before: string; after: string }, b: { before: string; after: string }): boolean {
  const x = editShape(a.before, a.after);
  return x !== '' && x === editShape(b.before, b.after);
}
