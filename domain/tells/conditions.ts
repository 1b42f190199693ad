// Conditions as the tell rules of spec 18 §3.6 read them: which tests tie an input to a literal
// (a "pin": `x == 1299`, `x in known`, `text.startswith("id;name")`), which conditions are
// constants, and the one shape two rules must agree on — an `if` whose body now runs
// unconditionally (condition-weakening reports it; branch-deletion must then stay quiet). Pure.
import { children, field, named, normalized, short, statementsOf, strip, usesAny } from './ast.js';
import type { Node } from './ast.js';
import { isTrivialKey, literalKeys, reprOfKeys } from './literals.js';
import { paramsOf } from './context.js';
import type { ScanContext } from './context.js';

export interface Pin {
  input: string;
  op: string;
  literal: string;
  literals: string[];
  kind: 'eq' | 'contains';
  /** The node holding the literal (the table itself for a literal local), for its repr. */
  source: Node;
  /** Parameters the pinned input derives from. */
  params: string[];
}

const CONTAINS_METHODS = new Set(['startswith', 'endswith', 'count', 'find', 'rfind', 'index', 'rindex', '__contains__']);

/** A literal, or a local bound once to a literal (`known = {...}`; `if text in known`). */
export function literalOf(n: Node, cx: ScanContext): string[] | null {
  return literalSource(n, cx)?.keys ?? null;
}

/** The literal keys of `n` and the node that holds the literal (the table for a literal local). */
function literalSource(n: Node, cx: ScanContext): { keys: string[]; node: Node } | null {
  const k = literalKeys(n);
  if (k) return { keys: k, node: n };
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
export function pinsOf(cond: Node, cx: ScanContext): Pin[] {
  const pins: Pin[] = [];
  const push = (inp: Node, lit: Node, op: string, kind: Pin['kind']) => {
    if (literalOf(inp, cx) !== null || !usesAny(inp, cx.inputs)) return;
    const src = literalSource(lit, cx);
    const keys = src?.keys;
    if (src && keys && keys.some((k) => !isTrivialKey(k))) {
      const literals = keys.filter((k) => !isTrivialKey(k));
      pins.push({ input: short(inp, 40), op, literal: short(lit, 40), literals, kind, source: src.node, params: paramsOf(cx, inp) });
    }
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

/** A pin as an attack target: the tested literal (the members `keys` name, when given) and its parameter. */
export function pinTarget(p: Pin, keys: string[] = p.literals): { literal: string; param?: string } {
  const literal = reprOfKeys(p.source, keys) ?? p.source.text;
  return p.params.length > 0 ? { literal, param: p.params[0]! } : { literal };
}

export function pinText(p: Pin): string {
  if (p.op === 'contains') return `${p.literal} in ${p.input}`;
  if (p.op.startsWith('.')) return `${p.input}${p.op}(${p.literal})`;
  return `${p.input} ${p.op} ${p.literal}`;
}

export function isConstant(cond: Node): boolean {
  return literalKeys(cond) !== null;
}

/**
 * A removed `if` (no elif/else) whose whole body the candidate now runs unconditionally: the
 * statements of the body among the candidate's statements of the same gap. Returns the
 * candidate statement the first body statement became, or null when the shape does not hold.
 */
export function unwrappedGuard(b: Node, added: Node[]): { body: Node[]; firstAfter: Node } | null {
  if (b.type !== 'if_statement') return null;
  const body = statementsOf(field(b, 'consequence'));
  const hasAlternatives = named(b).some((c) => c.type === 'elif_clause' || c.type === 'else_clause');
  if (hasAlternatives || body.length === 0) return null;
  const addedSigs = new Map<string, Node>();
  for (const s of added) if (!addedSigs.has(normalized(s))) addedSigs.set(normalized(s), s);
  if (!body.every((s) => addedSigs.has(normalized(s)))) return null;
  return { body, firstAfter: addedSigs.get(normalized(body[0]!))! };
}
