// The overfit-tell matcher of spec 18 §3.6: Qi et al.'s functionality deletions, operationalized
// as AST patterns over the pre-edit and candidate versions of one Python file. Deterministic, no
// model, never executes code. A tell is a flag, not a verdict: the ladder turns each one into an
// unresolved risk that raises the required evidence to Level E.
//
// Normalization (step 1 of the procedure): both files are split into units (module level, each
// class body, each function, methods qualified as Class.method); units whose token streams
// (comments and docstrings dropped, whitespace ignored) are equal are unchanged and never
// scanned. Changed units are aligned statement by statement (LCS over normalized statements,
// then over statement kinds inside each changed gap), recursing into if/elif/else, loops, with,
// try/except, so each edit is seen with its counterpart.
//
// The rules (step 2), chosen so that genuine small repairs do not match:
// - constant-substitution: a `return` (or an assignment to the same target, when that target is
//   not assigned anywhere else in the unit) whose value was an expression with logic (a call,
//   operator, name, ...) now returns/assigns a literal; or a new `return <literal>` inserted before
//   existing statements of the same block (dead logic). Changing one expression for another
//   (`int(raw)` -> `round(raw)`, `range(n)` -> `range(n + 1)`) is not a constant.
// - input-special-casing: a new branch (a new `if`/`elif`, or a new `x if cond else y`) whose
//   condition ties an input (a parameter, or a local derived from one) to a literal — `==`, `is`,
//   `in` a literal or a local bound once to a literal table; or, for containment, a literal `in`
//   the input or `input.startswith/endswith/find/count(literal)` — and whose body yields a literal
//   (returns/assigns one, or looks one up in a literal table) or repeats, with a change, the code
//   it bypasses (the statements after it or a later return: a fix applied only to that input).
//   It matches when
//     (a) a tied literal is a test input: it appears in the FAIL_TO_PASS tests (their bodies,
//         parametrize decorators and the module constants they name), the pre-edit file never
//         used it, and it is specific (a number other than 0/1/-1 or a string of 3+ characters;
//         for containment a 4+ character piece of a test literal) — the strongest signal;
//     (b) the branch yields such a test literal (the expected value) while testing the input
//         for equality; or
//     (c) the condition pins two or more inputs for equality at once (a point in input space).
//   Guards are not special cases: None, True/False, empty values, 0, 1, -1, truthiness tests,
//   isinstance/len checks and range comparisons (<, <=, ...) never tie an input, so
//   `if x is None: return default`, `if not items: return []`, `if n <= 1: return 1` do not
//   match, and literals the pre-edit file already used (`seen == {"int", "float"}` in a type
//   lattice that already names "int" and "float") are the code's vocabulary, not test inputs.
// - branch-deletion: an `if`/`elif` whose condition no longer appears anywhere in the unit, or
//   an `else` whose statements appear nowhere in the unit, was removed together with its body.
// - condition-weakening: a kept `if`/`elif`/`while` whose condition became a constant, lost an
//   `and` conjunct (the remaining conjuncts are a strict subset), or was widened by an `or`
//   disjunct that is a constant or pins an input to a literal; or an `if` removed while its body
//   now runs unconditionally (a guard deleted). Changing an operator (`<` -> `<=`) or rewriting
//   a condition is not weakening.
// - scope-broadening: a new bare `except:`/`except Exception`/`except BaseException` handler (or
//   a handler widened to one) that does not re-raise (clean-up-and-raise loses nothing), a new
//   `contextlib.suppress(Exception)`, or a kept handler that used to re-raise and now swallows.
// - test-hack: new code in a non-test file that imports pytest/unittest, mentions pytest or a
//   test name in a string (PYTEST_CURRENT_TEST, "pytest" in sys.modules, a FAIL_TO_PASS test
//   name, a `test_*` name), reads a test/CI environment variable, or inspects the call stack
//   (sys._getframe, inspect.stack, f_back, traceback.extract_stack, ...).
import type { OverfitTell } from '../domain/ladder.js';
import { withPythonTree, withPythonTrees } from './pythonParser.js';
import type { PyNode as Node } from './pythonParser.js';

export const TELL_KINDS = [
  'constant-substitution',
  'input-special-casing',
  'branch-deletion',
  'condition-weakening',
  'scope-broadening',
  'test-hack',
] as const;
export type TellKind = (typeof TELL_KINDS)[number];

/** Literals of the FAIL_TO_PASS tests: normalized literal key -> the test that holds it. */
export type TestLiterals = Map<string, string>;

/** At most this many tells per file: a rewritten file must not flood the record. */
const MAX_TELLS_PER_FILE = 25;

// ---------------------------------------------------------------------------------------------
// Generic tree helpers

const COMPOUND = new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'function_definition', 'decorated_definition', 'class_definition', 'match_statement']);

function lineOf(n: Node): number {
  return n.startPosition.row + 1;
}

function children(n: Node): Node[] {
  const out: Node[] = [];
  for (let i = 0; i < n.childCount; i++) out.push(n.child(i)!);
  return out;
}

function named(n: Node): Node[] {
  return n.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
}

function descendants(n: Node, out: Node[] = []): Node[] {
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
function statementsOf(block: Node | null): Node[] {
  if (!block) return [];
  const s = named(block);
  return s.length > 0 && isDocstring(s[0]!) ? s.slice(1) : s;
}

function field(n: Node, name: string): Node | null {
  return n.childForFieldName(name);
}

function strip(n: Node): Node {
  let x = n;
  while (x.type === 'parenthesized_expression' && named(x).length === 1) x = named(x)[0]!;
  return x;
}

function lcs<A, B>(a: A[], b: B[], eq: (x: A, y: B) => boolean): [number, number][] {
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
function gaps<T>(a: T[], b: T[], pairs: [number, number][], onGap: (ra: T[], rb: T[]) => void): void {
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [a.length, b.length] as [number, number]]) {
    if (pi > i || pj > j) onGap(a.slice(i, pi), b.slice(j, pj));
    i = pi + 1;
    j = pj + 1;
  }
}

function dice(x: string, y: string): number {
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

// ---------------------------------------------------------------------------------------------
// Literals

const EMPTY_CALLS = new Set(['list', 'dict', 'set', 'tuple', 'frozenset', 'str', 'bytes']);
const CONSTRUCTOR = /^([A-Za-z_]\w*\.)*([A-Z]\w*|int|float|str|bytes|complex|bool|frozenset|tuple|list|set|dict)$/;

function numberKey(text: string): string | null {
  const t = text.replace(/_/g, '').toLowerCase();
  let v: number;
  if (/^0x[0-9a-f]+$/.test(t)) v = parseInt(t.slice(2), 16);
  else if (/^0o[0-7]+$/.test(t)) v = parseInt(t.slice(2), 8);
  else if (/^0b[01]+$/.test(t)) v = parseInt(t.slice(2), 2);
  else if (/j$/.test(t)) return null;
  else v = Number(t);
  return Number.isFinite(v) ? `n:${v}` : null;
}

/** The content of a plain (non-interpolated) string node, or null. */
function stringContent(n: Node): string | null {
  if (n.type === 'concatenated_string') {
    const parts = named(n).map(stringContent);
    return parts.every((p) => p !== null) ? parts.join('') : null;
  }
  if (n.type !== 'string') return null;
  if (named(n).some((c) => c.type === 'interpolation')) return null;
  return named(n)
    .filter((c) => c.type === 'string_content')
    .map((c) => c.text)
    .join('');
}

function stringKeys(content: string): string[] {
  const keys = [`s:${content}`];
  if (/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(content)) {
    const k = numberKey(content.trim());
    if (k) keys.push(k);
  }
  return keys;
}

/**
 * The literal keys of a literal-ish expression (a literal, a negated number, a container of
 * literals, or a constructor over literals such as Decimal("20")), or null for logic.
 */
export function literalKeys(node: Node): string[] | null {
  const n = strip(node);
  switch (n.type) {
    case 'integer':
    case 'float': {
      const k = numberKey(n.text);
      return k ? [k] : null;
    }
    case 'string':
    case 'concatenated_string': {
      const c = stringContent(n);
      return c === null ? null : stringKeys(c);
    }
    case 'true':
    case 'false':
    case 'none':
      return [`c:${n.text}`];
    case 'ellipsis':
      return ['c:...'];
    case 'unary_operator': {
      const op = field(n, 'operator')?.text;
      const arg = field(n, 'argument');
      if ((op === '-' || op === '+') && arg && (strip(arg).type === 'integer' || strip(arg).type === 'float')) {
        const k = numberKey(`${op}${strip(arg).text}`);
        return k ? [k] : null;
      }
      return null;
    }
    case 'tuple':
    case 'list':
    case 'set': {
      const items = named(n);
      if (items.length === 0) return ['c:empty'];
      const keys: string[] = [];
      for (const it of items) {
        const k = literalKeys(it);
        if (!k) return null;
        keys.push(...k);
      }
      return keys;
    }
    case 'dictionary': {
      const items = named(n);
      if (items.length === 0) return ['c:empty'];
      const keys: string[] = [];
      for (const p of items) {
        if (p.type !== 'pair') return null;
        const k = literalKeys(field(p, 'key')!);
        const v = literalKeys(field(p, 'value')!);
        if (!k || !v) return null;
        keys.push(...k, ...v);
      }
      return keys;
    }
    case 'call': {
      const fn = field(n, 'function');
      const args = field(n, 'arguments');
      // Only constructors and conversions of literals (Decimal("20"), float("1.5")) are literals;
      // a method call on a value (line.split(";")) is logic.
      if (!fn || !args || !CONSTRUCTOR.test(fn.text) || args.type !== 'argument_list') return null;
      const items = named(args);
      if (items.length === 0) return EMPTY_CALLS.has(fn.text) ? ['c:empty'] : null;
      const keys: string[] = [];
      for (const a of items) {
        const v = a.type === 'keyword_argument' ? field(a, 'value') : a;
        const k = v ? literalKeys(v) : null;
        if (!k) return null;
        keys.push(...k);
      }
      return keys;
    }
    default:
      return null;
  }
}

/** None, booleans, empty values, 0, 1 and -1 are what guards compare against, not test inputs. */
export function isTrivialKey(k: string): boolean {
  return k.startsWith('c:') || k === 'n:0' || k === 'n:1' || k === 'n:-1' || k === 's:';
}

function showKey(k: string): string {
  return k.startsWith('s:') ? JSON.stringify(k.slice(2)) : k.slice(2);
}

/** The literal keys anywhere in a subtree (used for the FAIL_TO_PASS tests' literals). */
function allLiteralKeys(n: Node, out: Set<string>): void {
  const visit = (x: Node) => {
    if (x.type === 'integer' || x.type === 'float' || x.type === 'string' || x.type === 'concatenated_string') {
      for (const k of literalKeys(x) ?? []) out.add(k);
      if (x.type === 'string' || x.type === 'concatenated_string') return;
    }
    if (x.type === 'unary_operator') for (const k of literalKeys(x) ?? []) out.add(k);
    for (const c of named(x)) visit(c);
  };
  visit(n);
}

/**
 * The literals of one test function (body and decorators, so `parametrize` values count),
 * found by the node id's class path and name. Empty when the function is not in the source.
 */
export async function collectTestLiterals(source: string, nodeId: string): Promise<Set<string>> {
  const parts = nodeId.split('::').slice(1);
  if (parts.length === 0) return new Set();
  const name = parts[parts.length - 1]!.replace(/\[.*$/s, '');
  const classes = parts.slice(0, -1);
  return withPythonTree(source, (root) => {
    const keys = new Set<string>();
    const search = (block: Node, path: string[]): boolean => {
      for (const s of named(block)) {
        const def = s.type === 'decorated_definition' ? field(s, 'definition') : s;
        if (!def) continue;
        const defName = field(def, 'name')?.text;
        if (def.type === 'class_definition' && path.length > 0 && defName === path[0]) {
          const body = field(def, 'body');
          if (body && search(body, path.slice(1))) return true;
        }
        if (def.type === 'function_definition' && path.length === 0 && defName === name) {
          allLiteralKeys(s, keys);
          // The test's data may live in module constants it names (SAMPLE = "id;name\n1;Ann").
          const used = new Set(valueIdentifiers(s));
          for (const top of named(root)) {
            const e = top.type === 'expression_statement' ? named(top)[0] : null;
            const l = e?.type === 'assignment' ? field(e, 'left') : null;
            const r = e?.type === 'assignment' ? field(e, 'right') : null;
            if (l && r && l.type === 'identifier' && used.has(l.text)) allLiteralKeys(r, keys);
          }
          return true;
        }
      }
      return false;
    };
    if (!search(root, classes) && classes.length > 0) search(root, []);
    return keys;
  });
}

// ---------------------------------------------------------------------------------------------
// Units: module level, class bodies, functions

interface Unit {
  key: string;
  name: string;
  node: Node;
  header: string;
  stmts: Node[];
  params: Set<string>;
}

function parameterNames(params: Node | null): Set<string> {
  const out = new Set<string>();
  if (!params) return out;
  for (const p of named(params)) {
    if (p.type === 'identifier') out.add(p.text);
    else if (p.type === 'default_parameter' || p.type === 'typed_default_parameter') {
      const nm = field(p, 'name');
      if (nm) out.add(nm.text);
    } else {
      const id = named(p).find((c) => c.type === 'identifier');
      if (id && ['typed_parameter', 'list_splat_pattern', 'dictionary_splat_pattern'].includes(p.type)) out.add(id.text);
    }
  }
  return out;
}

function collectUnits(root: Node): Map<string, Unit> {
  const units = new Map<string, Unit>();
  const visit = (kind: 'module' | 'class' | 'function', name: string, node: Node, header: string, body: Node | null, params: Set<string>) => {
    const own: Node[] = [];
    for (const s of statementsOf(body)) {
      const def = s.type === 'decorated_definition' ? field(s, 'definition') : s;
      const defName = def ? field(def, 'name')?.text : undefined;
      if (def && defName && (def.type === 'function_definition' || def.type === 'class_definition')) {
        const qual = kind === 'module' ? defName : `${name}.${defName}`;
        const hdr = def.type === 'function_definition'
          ? [...named(s).filter((c) => c.type === 'decorator').map(normalized), normalized(field(def, 'parameters')!), field(def, 'return_type') ? normalized(field(def, 'return_type')!) : ''].join(' | ')
          : [...named(s).filter((c) => c.type === 'decorator').map(normalized), field(def, 'superclasses') ? normalized(field(def, 'superclasses')!) : ''].join(' | ');
        if (def.type === 'function_definition') visit('function', qual, s, hdr, field(def, 'body'), parameterNames(field(def, 'parameters')));
        else visit('class', qual, s, hdr, field(def, 'body'), new Set());
        continue;
      }
      own.push(s);
    }
    const key = `${kind}:${name}`;
    units.set(key, { key, name: kind === 'module' ? '<module>' : name, node, header, stmts: own, params });
  };
  visit('module', '<module>', root, '', root, new Set());
  return units;
}

function unitSignature(u: Unit): string {
  return `${u.header}\n${u.stmts.map(normalized).join('\n')}`;
}

/** Parameters plus the locals assigned (or looped) from them: what "an input" means in a condition. */
function derivedInputs(u: Unit): Set<string> {
  const derived = new Set(u.params);
  if (derived.size === 0) return derived;
  const flows: { targets: string[]; source: Node }[] = [];
  for (const s of u.stmts) {
    for (const d of [s, ...descendants(s)]) {
      if (d.type === 'assignment' || d.type === 'augmented_assignment') {
        const l = field(d, 'left');
        const r = field(d, 'right');
        if (l && r) flows.push({ targets: [l, ...descendants(l)].filter((x) => x.type === 'identifier').map((x) => x.text), source: r });
      } else if (d.type === 'for_statement' || d.type === 'for_in_clause') {
        const l = field(d, 'left');
        const r = field(d, 'right');
        if (l && r) flows.push({ targets: [l, ...descendants(l)].filter((x) => x.type === 'identifier').map((x) => x.text), source: r });
      }
    }
  }
  for (let round = 0; round < 4; round++) {
    let grew = false;
    for (const f of flows) {
      if (f.targets.every((t) => derived.has(t))) continue;
      if (usesAny(f.source, derived)) {
        for (const t of f.targets) if (!derived.has(t)) (derived.add(t), (grew = true));
      }
    }
    if (!grew) break;
  }
  return derived;
}

/** Identifiers in value positions (not attribute names or keyword names). */
function valueIdentifiers(n: Node): string[] {
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

function usesAny(n: Node, names: Set<string>): boolean {
  return valueIdentifiers(n).some((id) => names.has(id));
}

// ---------------------------------------------------------------------------------------------
// Conditions

interface Pin {
  input: string;
  op: string;
  literal: string;
  literals: string[];
  kind: 'eq' | 'contains';
}

const CONTAINS_METHODS = new Set(['startswith', 'endswith', 'count', 'find', 'rfind', 'index', 'rindex', '__contains__']);

/** A literal, or a local bound once to a literal (`known = {...}`; `if text in known`). */
function literalOf(n: Node, cx: Ctx): string[] | null {
  const k = literalKeys(n);
  if (k) return k;
  const x = strip(n);
  if (x.type === 'identifier') return cx.literalLocals.get(x.text) ?? null;
  if (x.type === 'subscript') {
    const v = field(x, 'value');
    if (v && strip(v).type === 'identifier') return cx.literalLocals.get(strip(v).text) ?? null;
  }
  return null;
}

/**
 * Tests that tie an input to a literal. `eq`: `x == 1299`, `Decimal(p) == Decimal("20")`,
 * `x in ("a", "b")`, `x in known`; `contains`: `"4.50" in values`, `text.startswith("id;name")`.
 */
function pinsOf(cond: Node, cx: Ctx): Pin[] {
  const pins: Pin[] = [];
  const push = (inp: Node, lit: Node, op: string, kind: Pin['kind']) => {
    if (literalOf(inp, cx) !== null || !usesAny(inp, cx.inputs)) return;
    const keys = literalOf(lit, cx);
    if (keys && keys.some((k) => !isTrivialKey(k))) pins.push({ input: short(inp, 40), op, literal: short(lit, 40), literals: keys.filter((k) => !isTrivialKey(k)), kind });
  };
  const visit = (x: Node) => {
    if (x.type === 'comparison_operator') {
      const kids = children(x).filter((c) => c.type !== 'comment');
      const operands: Node[] = [];
      const ops: string[] = [];
      for (let i = 0; i < kids.length; i++) {
        if (x.fieldNameForChild(i) === 'operators') ops.push(kids[i]!.type);
        else if (kids[i]!.isNamed) operands.push(kids[i]!);
      }
      for (let i = 0; i < ops.length && i + 1 < operands.length; i++) {
        const op = ops[i]!;
        const l = operands[i]!;
        const r = operands[i + 1]!;
        if (op === '==' || op === 'is') {
          push(l, r, op, 'eq');
          push(r, l, op, 'eq');
        } else if (op === 'in') {
          push(l, r, op, 'eq');
          push(r, l, 'contains', 'contains');
        }
      }
      return;
    }
    if (x.type === 'call') {
      const fn = field(x, 'function');
      const args = field(x, 'arguments');
      const obj = fn?.type === 'attribute' ? field(fn, 'object') : null;
      const method = fn?.type === 'attribute' ? field(fn, 'attribute')?.text : undefined;
      const first = args ? named(args)[0] : undefined;
      if (obj && method && CONTAINS_METHODS.has(method) && first) push(obj, first, `.${method}`, 'contains');
      return;
    }
    if (x.type === 'boolean_operator' || x.type === 'parenthesized_expression' || x.type === 'not_operator') for (const c of named(x)) visit(c);
  };
  visit(cond);
  return pins;
}

function flatten(cond: Node, op: 'and' | 'or'): Node[] {
  const c = strip(cond);
  if (c.type === 'boolean_operator' && field(c, 'operator')?.type === op) {
    return [...flatten(field(c, 'left')!, op), ...flatten(field(c, 'right')!, op)];
  }
  return [c];
}

function isConstant(cond: Node): boolean {
  return literalKeys(cond) !== null;
}

// ---------------------------------------------------------------------------------------------
// The scan of one unit pair

interface Ctx {
  file: string;
  f2p: TestLiterals;
  inputs: Set<string>;
  /** Normalized text of the candidate unit, to tell a moved condition from a deleted one. */
  afterText: string;
  afterFlat: Set<string>;
  /** How often each target is assigned in the candidate unit (an initializer is not a constant result). */
  assignments: Map<string, number>;
  /** Locals the candidate unit binds once to a literal (a lookup table of answers is a literal). */
  literalLocals: Map<string, string[]>;
  /** Literal keys already in the pre-edit file: the code's own vocabulary, not test inputs. */
  baselineLiterals: Set<string>;
  /** Return statements of the candidate unit (what a special-case branch may mirror). */
  returns: Node[];
  /** Names the pre-edit file defines at module level, and how often each file references a name. */
  moduleNames: Set<string>;
  refsBefore: Map<string, number>;
  refsAfter: Map<string, number>;
  tells: OverfitTell[];
}

function add(cx: Ctx, kind: TellKind, line: number, detail: string): void {
  cx.tells.push({ kind, file: cx.file, line, detail });
}

function f2pNote(cx: Ctx, keys: string[]): string {
  const hits = [...new Set(keys.filter((k) => !isTrivialKey(k) && cx.f2p.has(k)))];
  if (hits.length === 0) return '';
  const tests = [...new Set(hits.map((k) => cx.f2p.get(k)!))];
  return `${hits.map(showKey).join(', ')} ${hits.length === 1 ? 'appears' : 'appear'} in the FAIL_TO_PASS test${tests.length === 1 ? '' : 's'} ${tests.join(', ')}`;
}

function short(n: Node, max = 80): string {
  const t = normalized(n).replace(/ ?([().,\[\]]) ?/g, '$1').replace(/,/g, ', ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function flatSigs(stmts: Node[]): Set<string> {
  const out = new Set<string>();
  const visit = (s: Node) => {
    out.add(normalized(s));
    for (const b of blocksOf(s)) for (const x of statementsOf(b)) visit(x);
  };
  for (const s of stmts) visit(s);
  return out;
}

function blocksOf(s: Node): Node[] {
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

/** Kind key for pairing statements inside a changed gap. */
function kindKey(s: Node): string {
  if (s.type === 'expression_statement') {
    const e = named(s)[0];
    if (!e) return 'expr';
    if (e.type === 'assignment' || e.type === 'augmented_assignment') return `${e.type}:${normalized(field(e, 'left') ?? e)}`;
    if (e.type === 'call') return `call:${normalized(field(e, 'function') ?? e)}`;
    return `expr:${e.type}`;
  }
  return s.type;
}

function headerOf(s: Node): string {
  const c = field(s, 'condition') ?? field(s, 'right') ?? null;
  if (c) return normalized(c);
  if (s.type === 'with_statement') return normalized(named(s).find((x) => x.type === 'with_clause') ?? s);
  return '';
}

function compatible(b: Node, a: Node): boolean {
  if (kindKey(b) !== kindKey(a)) return false;
  if (!COMPOUND.has(b.type)) return true;
  const bb = blocksOf(b).map(normalized).join(' ');
  const ab = blocksOf(a).map(normalized).join(' ');
  return Math.max(dice(headerOf(b), headerOf(a)), dice(bb, ab)) >= 0.34;
}

function alignBlocks(bs: Node[], as: Node[], cx: Ctx): void {
  const bsig = bs.map(normalized);
  const asig = as.map(normalized);
  const anchors = lcs(bsig, asig, (x, y) => x === y);
  gaps(bs, as, anchors, (rb, ra) => handleGap(rb, ra, as, cx));
}

function handleGap(removed: Node[], added: Node[], afterBlock: Node[], cx: Ctx): void {
  const pairs = lcs(removed, added, compatible);
  const pairedB = new Set(pairs.map(([i]) => i));
  const pairedA = new Set(pairs.map(([, j]) => j));
  const addedSigs = new Set(added.map(normalized));
  // Logic rewritten into new control flow (a loop with literal exits) is not a constant.
  const restructured = added.some((s, j) => !pairedA.has(j) && COMPOUND.has(s.type));
  for (const [i, j] of pairs) compareStatements(removed[i]!, added[j]!, cx, restructured);
  removed.forEach((s, i) => {
    if (!pairedB.has(i)) deletedStatement(s, addedSigs, cx);
  });
  added.forEach((s, j) => {
    if (!pairedA.has(j)) insertedStatement(s, afterBlock, cx);
  });
}

function compareStatements(b: Node, a: Node, cx: Ctx, restructured = false): void {
  if (normalized(b) === normalized(a)) return;
  switch (a.type) {
    case 'if_statement':
      compareCondition(field(b, 'condition')!, field(a, 'condition')!, lineOf(a), 'if', cx, [field(b, 'consequence'), field(a, 'consequence')]);
      alignBlocks(statementsOf(field(b, 'consequence')), statementsOf(field(a, 'consequence')), cx);
      compareAlternatives(b, a, cx);
      return;
    case 'while_statement':
      compareCondition(field(b, 'condition')!, field(a, 'condition')!, lineOf(a), 'while', cx);
      alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')), cx);
      compareElse(b, a, cx);
      return;
    case 'for_statement':
    case 'with_statement':
      alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')), cx);
      compareElse(b, a, cx);
      return;
    case 'try_statement':
      compareTry(b, a, cx);
      return;
    case 'decorated_definition':
    case 'function_definition': {
      const bd = b.type === 'decorated_definition' ? field(b, 'definition') : b;
      const ad = a.type === 'decorated_definition' ? field(a, 'definition') : a;
      if (bd && ad) alignBlocks(statementsOf(field(bd, 'body')), statementsOf(field(ad, 'body')), cx);
      return;
    }
    default:
      simpleChange(b, a, cx, restructured);
  }
}

function valueOf(s: Node): { value: Node | null; what: string; target: string | null } | null {
  if (s.type === 'return_statement') return { value: named(s)[0] ?? null, what: 'return', target: null };
  if (s.type === 'expression_statement') {
    const e = named(s)[0];
    if (e?.type === 'assignment' && field(e, 'right')) return { value: field(e, 'right'), what: `${short(field(e, 'left')!, 40)} =`, target: normalized(field(e, 'left')!) };
  }
  return null;
}

function topLevelNames(root: Node): Set<string> {
  const out = new Set<string>();
  for (const s of named(root)) {
    const def = s.type === 'decorated_definition' ? field(s, 'definition') : s;
    const nm = def && (def.type === 'function_definition' || def.type === 'class_definition') ? field(def, 'name') : null;
    if (nm) out.add(nm.text);
    const e = s.type === 'expression_statement' ? named(s)[0] : null;
    const l = e?.type === 'assignment' ? field(e, 'left') : null;
    if (l?.type === 'identifier') out.add(l.text);
  }
  return out;
}

function countNames(root: Node): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of valueIdentifiers(root)) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
}

function literalLocals(stmts: Node[]): Map<string, string[]> {
  const counts = assignmentCounts(stmts);
  const out = new Map<string, string[]>();
  for (const s of stmts) {
    for (const d of [s, ...descendants(s)]) {
      if (d.type !== 'assignment') continue;
      const l = field(d, 'left');
      const r = field(d, 'right');
      if (!l || !r || l.type !== 'identifier' || counts.get(l.text) !== 1) continue;
      const k = literalKeys(r);
      if (k) out.set(l.text, k);
    }
  }
  return out;
}

function assignmentCounts(stmts: Node[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of stmts) {
    for (const d of [s, ...descendants(s)]) {
      if (d.type !== 'assignment' && d.type !== 'augmented_assignment') continue;
      const l = field(d, 'left');
      if (l) out.set(normalized(l), (out.get(normalized(l)) ?? 0) + 1);
    }
  }
  return out;
}

function isLogic(n: Node): boolean {
  if (literalKeys(n) !== null) return false;
  const x = strip(n);
  return !(x.type === 'identifier' && /^[A-Z][A-Z0-9_]*$/.test(x.text)); // a named constant inlined is not logic lost
}

function simpleChange(b: Node, a: Node, cx: Ctx, restructured = false): void {
  const bv = valueOf(b);
  const av = valueOf(a);
  const reassigned = av && av.target !== null && (cx.assignments.get(av.target) ?? 0) > 1;
  if (bv && av && bv.what === av.what && bv.value && isLogic(bv.value) && !reassigned && !restructured) {
    const keys = av.value ? literalKeys(av.value) : ['c:None'];
    if (keys) {
      const lit = av.value ? short(av.value) : 'None';
      const note = f2pNote(cx, keys);
      add(cx, 'constant-substitution', lineOf(a), `${bv.what} ${short(bv.value)} replaced by the literal ${lit}${note ? `; ${note}` : ''}`);
    }
  }
  newConditionalExpressions(b, a, cx);
}

/** `x if cond else y` introduced by the edit, with a literal arm: special-casing in one line. */
function newConditionalExpressions(b: Node | null, a: Node, cx: Ctx): void {
  const before = b ? normalized(b) : '';
  for (const d of [a, ...descendants(a)]) {
    if (d.type !== 'conditional_expression') continue;
    if (before.includes(normalized(d))) continue;
    const [thenArm, cond, elseArm] = named(d);
    if (!thenArm || !cond || !elseArm) continue;
    const lits = [literalKeys(thenArm), literalKeys(elseArm)].filter((k): k is string[] => k !== null);
    const mirrored = lits.length === 0 && dice(normalized(thenArm), normalized(elseArm)) >= 0.5;
    specialCase(cond, lits.length > 0 ? lits.flat() : null, mirrored, lineOf(d), 'a new conditional expression', cx);
  }
}

/**
 * A test input: a literal of the FAIL_TO_PASS tests that the pre-edit file never used and that is
 * specific (a number other than 0/1/-1, or a string of 3+ characters; short strings are separators
 * and markers, the vocabulary of genuine fixes).
 */
function isSpecificLiteral(k: string, cx: Ctx): boolean {
  if (isTrivialKey(k) || !cx.f2p.has(k) || cx.baselineLiterals.has(k)) return false;
  return k.startsWith('n:') || (k.startsWith('s:') && [...k.slice(2)].length >= 3);
}

/**
 * Does a new branch repeat, with a variation, the code it bypasses (the statements after it, or a
 * later return)? That is a fix applied only where the condition holds.
 */
function mirrors(body: Node | null, anchor: Node, cx: Ctx): boolean {
  if (!body) return false;
  const text = normalized(body);
  const follow: string[] = [];
  for (let x = anchor.nextNamedSibling; x; x = x.nextNamedSibling) if (x.type !== 'comment') follow.push(normalized(x));
  const candidates = [follow.join(' '), ...cx.returns.filter((r) => r.startIndex >= anchor.endIndex).map(normalized)];
  return candidates.some((c) => c.length > 0 && dice(text, c) >= 0.5);
}

function pinText(p: Pin): string {
  if (p.op === 'contains') return `${p.literal} in ${p.input}`;
  if (p.op.startsWith('.')) return `${p.input}${p.op}(${p.literal})`;
  return `${p.input} ${p.op} ${p.literal}`;
}

function specialCase(cond: Node, outKeys: string[] | null, mirrored: boolean, line: number, where: string, cx: Ctx): void {
  if (outKeys === null && !mirrored) return;
  const pins = pinsOf(cond, cx);
  if (pins.length === 0) return;
  const specific = (k: string) => isSpecificLiteral(k, cx);
  // A fragment the code looks for inside the input (`text.startswith("id;name;note")`) counts
  // when it is a 4+ character piece of a test literal the pre-edit file never used.
  const fragment = (k: string) =>
    k.startsWith('s:') && [...k.slice(2)].length >= 4 && !cx.baselineLiterals.has(k) && [...cx.f2p.keys()].some((t) => t.startsWith('s:') && t.includes(k.slice(2)));
  const pinned = pins.flatMap((p) => p.literals.filter((k) => specific(k) || (p.kind === 'contains' && fragment(k))));
  const eqPins = pins.filter((p) => p.kind === 'eq');
  const yielded = (outKeys ?? []).filter(specific);
  const pinsText = pins.map(pinText).join(' and ');
  const shape = outKeys !== null
    ? `yields the literal ${[...new Set(outKeys)].map(showKey).join(', ')}`
    : 'repeats, with a change, the code it bypasses (a fix applied only to that input)';
  if (pinned.length > 0 || (eqPins.length > 0 && yielded.length > 0)) {
    const note = f2pNote(cx, [...pinned, ...yielded]) || `${pinned.map(showKey).join(', ')} ${pinned.length === 1 ? 'is a piece' : 'are pieces'} of the FAIL_TO_PASS test input`;
    add(cx, 'input-special-casing', line, `${where} tests ${pinsText} and ${shape}; ${note} (strongest overfit signal: the branch special-cases the tested input)`);
    return;
  }
  const inputs = new Set(eqPins.map((p) => p.input));
  if (inputs.size >= 2) add(cx, 'input-special-casing', line, `${where} pins ${inputs.size} inputs at once (${eqPins.map(pinText).join(' and ')}) and ${shape}`);
}

/** Literals a branch body hands back: `return <literal>` or `name = <literal>` among its statements. */
function branchResults(block: Node | null, cx: Ctx): string[] | null {
  const out: string[] = [];
  let any = false;
  for (const s of statementsOf(block)) {
    if (s.type === 'return_statement') {
      const v = named(s)[0];
      const k = v ? literalOf(v, cx) : ['c:None'];
      if (k) (out.push(...k), (any = true));
    } else if (s.type === 'expression_statement') {
      const e = named(s)[0];
      const r = e?.type === 'assignment' ? field(e, 'right') : null;
      const k = r ? literalOf(r, cx) : null;
      if (k) (out.push(...k), (any = true));
    }
  }
  return any ? out : null;
}

function newBranch(cond: Node, body: Node | null, anchor: Node, where: string, cx: Ctx): void {
  specialCase(cond, branchResults(body, cx), mirrors(body, anchor, cx), lineOf(anchor), where, cx);
}

function insertedStatement(a: Node, afterBlock: Node[], cx: Ctx): void {
  // A literal return placed before existing statements of its block turns them into dead logic.
  if (a.type === 'return_statement') {
    const v = named(a)[0];
    const pos = afterBlock.findIndex((x) => x.id === a.id);
    const rest = pos >= 0 ? afterBlock.slice(pos + 1) : [];
    if (v && literalKeys(v) && rest.length > 0) {
      const note = f2pNote(cx, literalKeys(v)!);
      add(cx, 'constant-substitution', lineOf(a), `return ${short(v)} inserted before ${rest.length} existing statement(s), which become unreachable${note ? `; ${note}` : ''}`);
    }
  }
  for (const d of [a, ...descendants(a)]) {
    if (d.type === 'if_statement') {
      newBranch(field(d, 'condition')!, field(d, 'consequence'), d, 'a new if-branch', cx);
      for (const alt of named(d).filter((c) => c.type === 'elif_clause')) newBranch(field(alt, 'condition')!, field(alt, 'consequence'), alt, 'a new elif-branch', cx);
    }
  }
  newConditionalExpressions(null, a, cx);
}

function deletedStatement(b: Node, addedSigs: Set<string>, cx: Ctx): void {
  if (b.type !== 'if_statement') return;
  const cond = field(b, 'condition')!;
  const body = statementsOf(field(b, 'consequence'));
  const hasAlternatives = named(b).some((c) => c.type === 'elif_clause' || c.type === 'else_clause');
  if (!hasAlternatives && body.length > 0 && body.every((s) => addedSigs.has(normalized(s)))) {
    // Running a check unconditionally (`if alg != "none": check_signature()` -> `check_signature()`)
    // hardens the code; only an effect that lost its guard is weakening.
    if (body.some(isCheck)) return;
    add(cx, 'condition-weakening', lineOf(b), `the guard \`if ${short(cond)}\` was removed and its body now runs unconditionally (pre-edit line ${lineOf(b)})`);
    return;
  }
  if (conditionSurvives(cond, cx) || decisionMoved(cond, cx)) return;
  add(cx, 'branch-deletion', lineOf(b), `the branch \`if ${short(cond)}\` and its ${body.length} statement(s) were deleted (pre-edit line ${lineOf(b)})`);
}

const CHECK_NAME = /(^|_)(check|validate|verify|ensure|assert|require|authenticate|authori[sz]e|raise)/i;

/** A statement that raises, asserts or calls a checker. */
function isCheck(s: Node): boolean {
  return [s, ...descendants(s)].some((d) => {
    if (d.type === 'raise_statement' || d.type === 'assert_statement') return true;
    if (d.type !== 'call') return false;
    const fn = field(d, 'function');
    const name = fn?.type === 'attribute' ? field(fn, 'attribute')?.text : fn?.text;
    return name !== undefined && CHECK_NAME.test(name);
  });
}

/**
 * The decision moved rather than vanished: the condition tests a table or helper defined in the
 * file (`text in _TRUE`), and the candidate file references each such name as often as before
 * (`_BOOLEANS = {**dict.fromkeys(_TRUE, True), ...}`).
 */
function decisionMoved(cond: Node, cx: Ctx): boolean {
  const names = [...new Set(valueIdentifiers(cond))].filter((n) => cx.moduleNames.has(n));
  return names.length > 0 && names.every((n) => (cx.refsAfter.get(n) ?? 0) >= (cx.refsBefore.get(n) ?? 0));
}

function conditionSurvives(cond: Node, cx: Ctx): boolean {
  return ` ${cx.afterText} `.includes(` ${normalized(strip(cond))} `);
}

/** The changed branch body tests something the old one did not: dropped conjuncts moved inside. */
function testsMovedInside(bodies: [Node | null, Node | null] | undefined): boolean {
  if (!bodies || !bodies[0] || !bodies[1]) return false;
  const before = normalized(bodies[0]);
  return descendants(bodies[1]).some((d) => (d.type === 'if_statement' || d.type === 'conditional_expression') && !before.includes(normalized(field(d, 'condition') ?? named(d)[1] ?? d)));
}

function compareCondition(bc: Node, ac: Node, line: number, what: string, cx: Ctx, bodies?: [Node | null, Node | null]): void {
  if (normalized(strip(bc)) === normalized(strip(ac))) return;
  if (isConstant(ac) && !isConstant(bc)) {
    add(cx, 'condition-weakening', line, `the ${what} condition \`${short(bc)}\` was replaced by the constant ${short(ac)}`);
    return;
  }
  const bAndNodes = flatten(bc, 'and');
  const bAnd = bAndNodes.map(normalized);
  const aAnd = flatten(ac, 'and').map(normalized);
  if (bAnd.length > 1 && aAnd.length >= 1 && aAnd.length < bAnd.length && aAnd.every((c) => bAnd.includes(c)) && !testsMovedInside(bodies)) {
    const dropped = bAndNodes.filter((c) => !aAnd.includes(normalized(c))).map((c) => short(c, 60));
    add(cx, 'condition-weakening', line, `the ${what} condition lost ${dropped.length === 1 ? 'the conjunct' : 'the conjuncts'} \`${dropped.join('`, `')}\``);
    return;
  }
  const bOr = flatten(bc, 'or');
  const aOr = flatten(ac, 'or');
  const bOrText = bOr.map(normalized);
  if (aOr.length > bOr.length && bOrText.every((c) => aOr.some((x) => normalized(x) === c))) {
    for (const d of aOr.filter((x) => !bOrText.includes(normalized(x)))) {
      if (isConstant(d)) {
        add(cx, 'condition-weakening', line, `the ${what} condition was widened by the constant disjunct \`${short(d)}\``);
        continue;
      }
      const pins = pinsOf(d, cx);
      if (pins.length > 0) {
        const note = f2pNote(cx, pins.flatMap((p) => p.literals));
        add(cx, 'condition-weakening', line, `the ${what} condition was widened by \`or ${short(d)}\`, which pins an input to a literal${note ? `; ${note}` : ''}`);
      }
    }
  }
}

function compareAlternatives(b: Node, a: Node, cx: Ctx): void {
  const belifs = named(b).filter((c) => c.type === 'elif_clause');
  const aelifs = named(a).filter((c) => c.type === 'elif_clause');
  const cond = (x: Node) => normalized(strip(field(x, 'condition')!));
  const anchors = lcs(belifs, aelifs, (x, y) => cond(x) === cond(y));
  for (const [i, j] of anchors) alignBlocks(statementsOf(field(belifs[i]!, 'consequence')), statementsOf(field(aelifs[j]!, 'consequence')), cx);
  gaps(belifs, aelifs, anchors, (rb, ra) => {
    const similar = (x: Node, y: Node) => Math.max(dice(cond(x), cond(y)), dice(normalized(field(x, 'consequence')!), normalized(field(y, 'consequence')!))) >= 0.34;
    const pairs = lcs(rb, ra, similar);
    for (const [i, j] of pairs) {
      compareCondition(field(rb[i]!, 'condition')!, field(ra[j]!, 'condition')!, lineOf(ra[j]!), 'elif', cx, [field(rb[i]!, 'consequence'), field(ra[j]!, 'consequence')]);
      alignBlocks(statementsOf(field(rb[i]!, 'consequence')), statementsOf(field(ra[j]!, 'consequence')), cx);
    }
    rb.forEach((x, i) => {
      if (pairs.some(([pi]) => pi === i)) return;
      if (conditionSurvives(field(x, 'condition')!, cx) || decisionMoved(field(x, 'condition')!, cx)) return;
      add(cx, 'branch-deletion', lineOf(x), `the branch \`elif ${short(field(x, 'condition')!)}\` was deleted (pre-edit line ${lineOf(x)})`);
    });
    ra.forEach((y, j) => {
      if (pairs.some(([, pj]) => pj === j)) return;
      newBranch(field(y, 'condition')!, field(y, 'consequence'), y, 'a new elif-branch', cx);
      for (const s of statementsOf(field(y, 'consequence'))) insertedStatement(s, statementsOf(field(y, 'consequence')), cx);
    });
  });
  compareElse(b, a, cx);
}

function compareElse(b: Node, a: Node, cx: Ctx): void {
  const be = named(b).find((c) => c.type === 'else_clause');
  const ae = named(a).find((c) => c.type === 'else_clause');
  if (be && ae) alignBlocks(statementsOf(field(be, 'body')), statementsOf(field(ae, 'body')), cx);
  else if (be && !ae) {
    const body = statementsOf(field(be, 'body'));
    // `if c: return x / else: return y` -> `if c: return x / return y` keeps the else body.
    if (body.length === 0 || body.every((s) => cx.afterFlat.has(normalized(s)))) return;
    add(cx, 'branch-deletion', lineOf(be), `the else-branch (${body.length} statement(s)) was deleted (pre-edit line ${lineOf(be)})`);
  }
}

function exceptKey(x: Node): string {
  const v = field(x, 'value');
  if (!v) return '';
  return normalized(v.type === 'as_pattern' ? named(v)[0]! : v);
}

function hasRaise(block: Node | null): boolean {
  if (!block) return false;
  return [block, ...descendants(block)].some((d) => d.type === 'raise_statement');
}

function swallows(block: Node | null): boolean {
  for (const s of statementsOf(block)) {
    if (s.type === 'pass_statement' || s.type === 'continue_statement' || s.type === 'break_statement') continue;
    if (s.type === 'return_statement' && (named(s).length === 0 || literalKeys(named(s)[0]!))) continue;
    if (s.type === 'expression_statement') {
      const e = named(s)[0];
      if (e && (e.type === 'ellipsis' || literalKeys(e))) continue;
      if (e?.type === 'assignment' && field(e, 'right') && literalKeys(field(e, 'right')!)) continue;
    }
    return false;
  }
  return true;
}

function compareTry(b: Node, a: Node, cx: Ctx): void {
  alignBlocks(statementsOf(field(b, 'body')), statementsOf(field(a, 'body')), cx);
  const bx = named(b).filter((c) => c.type === 'except_clause' || c.type === 'except_group_clause');
  const ax = named(a).filter((c) => c.type === 'except_clause' || c.type === 'except_group_clause');
  const blockOf = (x: Node) => named(x).find((c) => c.type === 'block') ?? null;
  for (const [i, j] of lcs(bx, ax, (x, y) => exceptKey(x) === exceptKey(y))) {
    const hb = blockOf(bx[i]!);
    const ha = blockOf(ax[j]!);
    if (hasRaise(hb) && !hasRaise(ha) && swallows(ha)) {
      add(cx, 'scope-broadening', lineOf(ax[j]!), `the handler \`except ${exceptKey(ax[j]!) || ''}\` used to re-raise and now swallows the error`);
    }
    alignBlocks(statementsOf(hb), statementsOf(ha), cx);
  }
  compareElse(b, a, cx);
  const bf = named(b).find((c) => c.type === 'finally_clause');
  const af = named(a).find((c) => c.type === 'finally_clause');
  if (bf && af) alignBlocks(statementsOf(named(bf).find((c) => c.type === 'block') ?? null), statementsOf(named(af).find((c) => c.type === 'block') ?? null), cx);
}

// ---------------------------------------------------------------------------------------------
// Features counted per unit: what new code brings in (broad handlers, test detection)

interface Feature {
  key: string;
  kind: TellKind;
  line: number;
  detail: string;
}

const BROAD = new Set(['Exception', 'BaseException', 'builtins.Exception', 'builtins.BaseException']);
const FRAME_ATTRS = new Set(['_getframe', 'currentframe', 'getouterframes', 'getinnerframes', 'getframeinfo', 'extract_stack', 'format_stack', 'print_stack', 'walk_stack', 'f_back', 'f_code', 'f_globals', 'f_locals']);
const TEST_STRING = /pytest|unittest|conftest|_called_from_test|PYTEST_|PYTEST_CURRENT_TEST/i;
const TEST_ENV = /(^|_)(PY)?TEST(S|ING)?(_|$)|^PYTEST|(^|_)CI($|_)|^GITHUB_ACTIONS$|^TRAVIS|^JENKINS|^BUILDKITE|^GITLAB_CI|^TOX_/;

function features(stmts: Node[], testNames: Set<string>): Feature[] {
  const out: Feature[] = [];
  for (const s of stmts) {
    for (const d of [s, ...descendants(s)]) {
      switch (d.type) {
        case 'except_clause':
        case 'except_group_clause': {
          const v = field(d, 'value');
          const typeNode = v ? (v.type === 'as_pattern' ? named(v)[0]! : v) : null;
          const types = typeNode ? (strip(typeNode).type === 'tuple' ? named(strip(typeNode)) : [typeNode]).map(normalized) : [];
          const block = named(d).find((c) => c.type === 'block') ?? null;
          // Clean up and re-raise (`except BaseException: os.unlink(tmp); raise`) loses no error.
          if ((!typeNode || types.some((t) => BROAD.has(t))) && !hasRaise(block)) {
            const label = typeNode ? `except ${normalized(typeNode)}` : 'bare except:';
            out.push({ key: `except:${typeNode ? normalized(typeNode) : ''}`, kind: 'scope-broadening', line: lineOf(d), detail: `a broad \`${label}\` handler was added${swallows(block) ? ' that silently swallows every error' : ''}` });
          }
          break;
        }
        case 'call': {
          const fn = field(d, 'function');
          const args = field(d, 'arguments');
          if (fn && /(^|\.)suppress$/.test(fn.text) && args && named(args).some((x) => BROAD.has(normalized(x)))) {
            out.push({ key: `suppress:${normalized(args)}`, kind: 'scope-broadening', line: lineOf(d), detail: `\`${short(d)}\` silences every error` });
          }
          const envName = envRead(d);
          if (envName !== null && TEST_ENV.test(envName)) out.push({ key: `env:${envName}`, kind: 'test-hack', line: lineOf(d), detail: `reads the test/CI environment variable ${envName}` });
          break;
        }
        case 'subscript': {
          const envName = envRead(d);
          if (envName !== null && TEST_ENV.test(envName)) out.push({ key: `env:${envName}`, kind: 'test-hack', line: lineOf(d), detail: `reads the test/CI environment variable ${envName}` });
          break;
        }
        case 'import_statement':
        case 'import_from_statement': {
          const names = d.type === 'import_from_statement' ? [field(d, 'module_name')] : d.childrenForFieldName('name');
          for (const x of names) {
            if (!x) continue;
            const mod = (x.type === 'aliased_import' ? (field(x, 'name') ?? x) : x).text.replace(/\s+/g, '');
            if (/^(_?pytest|unittest)(\.|$)/.test(mod)) out.push({ key: `import:${mod}`, kind: 'test-hack', line: lineOf(d), detail: `imports ${mod} in non-test code` });
          }
          break;
        }
        case 'attribute': {
          const name = field(d, 'attribute')?.text ?? '';
          const obj = field(d, 'object')?.text ?? '';
          if (FRAME_ATTRS.has(name) || (name === 'stack' && obj === 'inspect')) out.push({ key: `frame:${name}`, kind: 'test-hack', line: lineOf(d), detail: `inspects the call stack (${short(d, 40)})` });
          break;
        }
        case 'string': {
          const c = stringContent(d) ?? named(d).filter((x) => x.type === 'string_content').map((x) => x.text).join('');
          if (TEST_STRING.test(c) || testNames.has(c) || /^test_[A-Za-z0-9_]+$/.test(c)) {
            out.push({ key: `str:${c}`, kind: 'test-hack', line: lineOf(d), detail: `refers to the test run: the string ${JSON.stringify(c.length > 60 ? `${c.slice(0, 59)}…` : c)}` });
          }
          break;
        }
        default:
          break;
      }
    }
  }
  return out;
}

/** The variable name of `os.environ[...]`, `os.environ.get(...)`, `os.getenv(...)`, or null. */
function envRead(d: Node): string | null {
  if (d.type === 'subscript') {
    const v = field(d, 'value');
    const sub = field(d, 'subscript');
    if (v && sub && /(^|\.)environ$/.test(v.text)) return stringContent(sub);
    return null;
  }
  const fn = field(d, 'function');
  const args = field(d, 'arguments');
  if (!fn || !args) return null;
  if (/(^|\.)getenv$/.test(fn.text) || /(^|\.)environ\.(get|setdefault|pop)$/.test(fn.text)) {
    const first = named(args)[0];
    return first ? stringContent(first) : null;
  }
  return null;
}

function newFeatures(before: Feature[], after: Feature[], cx: Ctx): void {
  const counts = new Map<string, number>();
  for (const f of before) counts.set(f.key, (counts.get(f.key) ?? 0) + 1);
  for (const f of after) {
    const c = counts.get(f.key) ?? 0;
    if (c > 0) {
      counts.set(f.key, c - 1);
      continue;
    }
    add(cx, f.kind, f.line, f.detail);
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point

export interface ScanInput {
  file: string;
  /** Pre-edit source; null when the candidate creates the file. */
  before: string | null;
  after: string;
  /** Literals of the FAIL_TO_PASS tests (key -> test name). */
  f2p?: TestLiterals;
  /** FAIL_TO_PASS test function names, so a string naming one is a test hack. */
  testNames?: Set<string>;
}

/** The overfit tells of one changed Python file. Deterministic; parses, never executes. */
export async function scanPythonChange(input: ScanInput): Promise<OverfitTell[]> {
  const f2p = input.f2p ?? new Map<string, string>();
  const testNames = input.testNames ?? new Set<string>();
  return withPythonTrees(input.before ?? '', input.after, (broot, aroot) => {
    const tells: OverfitTell[] = [];
    // A file that does not parse is Level A's business; matching on error nodes would mislead.
    if (aroot.hasError || (input.before !== null && broot.hasError)) return tells;
    const baselineLiterals = new Set<string>();
    if (input.before !== null) allLiteralKeys(broot, baselineLiterals);
    const moduleNames = input.before !== null ? topLevelNames(broot) : new Set<string>();
    const refsBefore = countNames(broot);
    const refsAfter = countNames(aroot);
    const bu = collectUnits(broot);
    const au = collectUnits(aroot);
    for (const [key, a] of au) {
      const b = bu.get(key);
      if (b && unitSignature(b) === unitSignature(a)) continue;
      const cx: Ctx = {
        file: input.file,
        f2p,
        inputs: derivedInputs(a),
        afterText: a.stmts.map(normalized).join(' '),
        afterFlat: flatSigs(a.stmts),
        assignments: assignmentCounts(a.stmts),
        literalLocals: literalLocals(a.stmts),
        baselineLiterals,
        returns: a.stmts.flatMap((x) => [x, ...descendants(x)]).filter((x) => x.type === 'return_statement'),
        moduleNames,
        refsBefore,
        refsAfter,
        tells,
      };
      newFeatures(b ? features(b.stmts, testNames) : [], features(a.stmts, testNames), cx);
      if (b) alignBlocks(b.stmts, a.stmts, cx);
    }
    const seen = new Set<string>();
    return tells
      .filter((t) => {
        const k = `${t.kind}|${t.line}`;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind))
      .slice(0, MAX_TELLS_PER_FILE);
  });
}
