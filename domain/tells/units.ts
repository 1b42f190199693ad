// Normalization, step 1 of the spec 18 §3.6 procedure: both versions of a file are split into
// units (module level, each class body, each function, methods qualified as Class.method).
// Units whose token streams (comments and docstrings dropped, whitespace ignored) are equal are
// unchanged and never scanned. Per unit, what the rules ask about it: its inputs (parameters and
// the locals derived from them, with the parameters each derives from), its assignments, its
// literal tables, the module's names and how often each is referenced. Pure.
import { descendants, field, named, normalized, statementsOf, usesAny, valueIdentifiers } from './ast.js';
import type { Node } from './ast.js';
import { allLiteralKeys, literalKeys } from './literals.js';

export interface Unit {
  key: string;
  /** Qualified name: `<module>`, `Class`, `func`, `Class.method`, `outer.inner`. */
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

export function collectUnits(root: Node): Map<string, Unit> {
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

export function unitSignature(u: Unit): string {
  return `${u.header}\n${u.stmts.map(normalized).join('\n')}`;
}

/**
 * Parameters plus the locals assigned (or looped) from them: what "an input" means in a
 * condition. Each maps to the parameters it derives from (a parameter to itself), which is what
 * an attack has to vary to reach it.
 */
export function derivedInputs(u: Unit): Map<string, Set<string>> {
  const derived = new Map<string, Set<string>>([...u.params].map((p) => [p, new Set([p])]));
  if (derived.size === 0) return derived;
  const flows: { targets: string[]; source: Node }[] = [];
  for (const s of u.stmts) {
    for (const d of [s, ...descendants(s)]) {
      if (d.type === 'assignment' || d.type === 'augmented_assignment' || d.type === 'for_statement' || d.type === 'for_in_clause') {
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
      const names = new Set(derived.keys());
      if (!usesAny(f.source, names)) continue;
      const origin = new Set(valueIdentifiers(f.source).flatMap((id) => [...(derived.get(id) ?? [])]));
      for (const t of f.targets) {
        if (!derived.has(t)) {
          derived.set(t, origin);
          grew = true;
        }
      }
    }
    if (!grew) break;
  }
  return derived;
}

/** Names a module defines at top level (functions, classes, assigned names). */
export function topLevelNames(root: Node): Set<string> {
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

/** How often each name is referenced in value position. */
export function countNames(root: Node): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of valueIdentifiers(root)) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
}

/** How often each target is assigned in a statement list. */
export function assignmentCounts(stmts: Node[]): Map<string, number> {
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

/** Locals bound exactly once to a literal (a lookup table of answers is a literal), with the literal node. */
export function literalLocals(stmts: Node[]): Map<string, { keys: string[]; node: Node }> {
  const counts = assignmentCounts(stmts);
  const out = new Map<string, { keys: string[]; node: Node }>();
  for (const s of stmts) {
    for (const d of [s, ...descendants(s)]) {
      if (d.type !== 'assignment') continue;
      const l = field(d, 'left');
      const r = field(d, 'right');
      if (!l || !r || l.type !== 'identifier' || counts.get(l.text) !== 1) continue;
      const k = literalKeys(r);
      if (k) out.set(l.text, { keys: k, node: r });
    }
  }
  return out;
}

/**
 * The literals of one test function (body and decorators, so `parametrize` values count),
 * found by the node id's class path and name, plus those of the module constants it names.
 * Empty when the function is not in the source.
 */
export function testLiteralsOf(root: Node, nodeId: string): Set<string> {
  const keys = new Set<string>();
  const parts = nodeId.split('::').slice(1);
  if (parts.length === 0) return keys;
  const name = parts[parts.length - 1]!.replace(/\[.*$/s, '');
  const classes = parts.slice(0, -1);
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
}
