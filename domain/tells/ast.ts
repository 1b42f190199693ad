// Tree helpers the tell rules of spec 18 §3.6 share: child access, the token stream that makes
// two subtrees "the same" regardless of whitespace and comments, statement lists, the LCS
// alignment and a token-overlap similarity. Pure functions over tree-sitter nodes: parsing (which
// loads the grammar from disk) stays in infra/pythonParser.ts, so this folder does no I/O.
import type { Node } from 'web-tree-sitter';

export type { Node } from 'web-tree-sitter';

/** Statement kinds that hold blocks (their alignment recurses). */
export const COMPOUND = new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'function_definition', 'decorated_definition', 'class_definition', 'match_statement']);

export function lineOf(n: Node): number {
  return n.startPosition.row + 1;
}

/** The first and last line (1-based) a node spans. */
export function linesOf(n: Node): [number, number] {
  return [n.startPosition.row + 1, n.endPosition.row + 1];
}

export function children(n: Node): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < n.childCount; i++) out.push(n.child(i)!);
  return out;
}

export function named(n: Node): Node[] {
  return n.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
}

export function descendants(n: Node, out: Node[] = []): Node[] {
  for (const c of named(n)) {
    out.push(c);
    descendants(c, out);
  }
  return out;
}

/** Token stream of a subtree, comments dropped, strings kept whole: whitespace-insensitive identity. */
export function normalized(n: Node): string {
  const toks: string[] = [];
  const walk = (x: Node) => {
    if (x.type === 'comment') return;
    if (x.type === 'string' || x.childCount === 0) {
      toks.push(x.text);
      return;
    }
    for (const c of children(x)) walk(c);
  };
  walk(n);
  return toks.join(' ');
}

function isDocstring(s: Node): boolean {
  if (s.type !== 'expression_statement') return false;
  const k = named(s);
  return k.length === 1 && (k[0]!.type === 'string' || k[0]!.type === 'concatenated_string');
}

/** The statements of a block or module, comments and a leading docstring dropped. */
export function statementsOf(block: Node | null): Node[] {
  if (!block) return [];
  const s = named(block);
  return s.length > 0 && isDocstring(s[0]!) ? s.slice(1) : s;
}

export function field(n: Node, name: string): Node | null {
  return n.childForFieldName(name);
}

/** The expression inside redundant parentheses. */
export function strip(n: Node): Node {
  let x = n;
  while (x.type === 'parenthesized_expression' && named(x).length === 1) x = named(x)[0]!;
  return x;
}

/** Longest common subsequence of two sequences under `eq`, as index pairs. */
export function lcs<A, B>(a: A[], b: B[], eq: (x: A, y: B) => boolean): [number, number][] {
  const n = a.length;
  const m = b.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) dp[i]![j] = eq(a[i]!, b[j]!) ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (eq(a[i]!, b[j]!) && dp[i]![j] === dp[i + 1]![j + 1]! + 1) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Walk two aligned sequences: matched pairs and the unmatched runs ("gaps") between them. */
export function gaps<T>(a: T[], b: T[], pairs: [number, number][], onGap: (ra: T[], rb: T[]) => void): void {
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [a.length, b.length] as [number, number]]) {
    if (pi > i || pj > j) onGap(a.slice(i, pi), b.slice(j, pj));
    i = pi + 1;
    j = pj + 1;
  }
}

/** Dice coefficient of two token streams (multiset overlap). */
export function dice(x: string, y: string): number {
  const a = x.split(' ').filter(Boolean);
  const b = y.split(' ').filter(Boolean);
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of b) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      common++;
      counts.set(t, c - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/** The blocks a compound statement holds (bodies, elif/else/except/finally bodies). */
export function blocksOf(s: Node): Node[] {
  const out: Node[] = [];
  const visit = (x: Node) => {
    for (const c of named(x)) {
      if (c.type === 'block') out.push(c);
      else if (['elif_clause', 'else_clause', 'except_clause', 'except_group_clause', 'finally_clause', 'function_definition', 'class_definition'].includes(c.type)) visit(c);
    }
  };
  visit(s.type === 'decorated_definition' ? (field(s, 'definition') ?? s) : s);
  return out;
}

/** Every statement signature of a statement list, nested blocks included. */
export function flatSigs(stmts: Node[]): Set<string> {
  const out = new Set<string>();
  const visit = (s: Node) => {
    out.add(normalized(s));
    for (const b of blocksOf(s)) for (const x of statementsOf(b)) visit(x);
  };
  for (const s of stmts) visit(s);
  return out;
}

/** Identifiers in value positions (not attribute names or keyword names). */
export function valueIdentifiers(n: Node): string[] {
  const out: string[] = [];
  const visit = (x: Node) => {
    if (x.type === 'identifier') {
      out.push(x.text);
      return;
    }
    if (x.type === 'attribute') {
      const obj = field(x, 'object');
      if (obj) visit(obj);
      return;
    }
    if (x.type === 'keyword_argument') {
      const v = field(x, 'value');
      if (v) visit(v);
      return;
    }
    for (const c of named(x)) visit(c);
  };
  visit(n);
  return out;
}

export function usesAny(n: Node, names: Set<string>): boolean {
  return valueIdentifiers(n).some((id) => names.has(id));
}

/** The operands of a chain of one boolean operator (`a and b and c` -> [a, b, c]). */
export function flatten(cond: Node, op: 'and' | 'or'): Node[] {
  const c = strip(cond);
  if (c.type === 'boolean_operator' && field(c, 'operator')?.type === op) {
    return [...flatten(field(c, 'left')!, op), ...flatten(field(c, 'right')!, op)];
  }
  return [c];
}

/** A compact rendering of a subtree for a tell's detail. */
export function short(n: Node, max = 80): string {
  const t = normalized(n).replace(/ ?([().,\[\]]) ?/g, '$1').replace(/,/g, ', ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The exception types an except clause names, as written ('' for a bare `except:`). */
export function exceptKey(x: Node): string {
  const v = field(x, 'value');
  if (!v) return '';
  return normalized(v.type === 'as_pattern' ? named(v)[0]! : v);
}
