// constant-substitution (spec 18 §3.6; Qi et al.'s functionality deletion): a `return` (or an
// assignment to the same target, when that target is not assigned anywhere else in the unit)
// whose value was an expression with logic (a call, operator, name, ...) now returns/assigns a
// literal; or a new `return <literal>` inserted before existing statements of the same block
// (dead logic). Changing one expression for another (`int(raw)` -> `round(raw)`, `range(n)` ->
// `range(n + 1)`) is not a constant. Target: the literal, for an attack to probe around.
import { lineOf, named, normalized, short, strip, field } from '../ast.js';
import type { Node } from '../ast.js';
import { addTell, f2pNote } from '../context.js';
import { literalKeys, pythonRepr } from '../literals.js';
import type { TellRule } from '../rule.js';

function valueOf(s: Node): { value: Node | null; what: string; target: string | null } | null {
  if (s.type === 'return_statement') return { value: named(s)[0] ?? null, what: 'return', target: null };
  if (s.type === 'expression_statement') {
    const e = named(s)[0];
    if (e?.type === 'assignment' && field(e, 'right')) return { value: field(e, 'right'), what: `${short(field(e, 'left')!, 40)} =`, target: normalized(field(e, 'left')!) };
  }
  return null;
}

function isLogic(n: Node): boolean {
  if (literalKeys(n) !== null) return false;
  const x = strip(n);
  return !(x.type === 'identifier' && /^[A-Z][A-Z0-9_]*$/.test(x.text)); // a named constant inlined is not logic lost
}

export const constantSubstitution: TellRule<'constant-substitution'> = {
  kind: 'constant-substitution',
  hooks: {
    changed(b, a, cx, restructured) {
      const bv = valueOf(b);
      const av = valueOf(a);
      const reassigned = av && av.target !== null && (cx.assignments.get(av.target) ?? 0) > 1;
      if (!(bv && av && bv.what === av.what && bv.value && isLogic(bv.value) && !reassigned && !restructured)) return;
      const keys = av.value ? literalKeys(av.value) : ['c:None'];
      if (!keys) return;
      const lit = av.value ? short(av.value) : 'None';
      const note = f2pNote(cx, keys);
      addTell(cx, 'constant-substitution', lineOf(a), `${bv.what} ${short(bv.value)} replaced by the literal ${lit}${note ? `; ${note}` : ''}`, {
        literal: av.value ? (pythonRepr(av.value) ?? av.value.text) : 'None',
      });
    },
    inserted(a, afterBlock, cx) {
      // A literal return placed before existing statements of its block turns them into dead logic.
      if (a.type !== 'return_statement') return;
      const v = named(a)[0];
      const pos = afterBlock.findIndex((x) => x.id === a.id);
      const rest = pos >= 0 ? afterBlock.slice(pos + 1) : [];
      if (!v || !literalKeys(v) || rest.length === 0) return;
      const note = f2pNote(cx, literalKeys(v)!);
      addTell(cx, 'constant-substitution', lineOf(a), `return ${short(v)} inserted before ${rest.length} existing statement(s), which become unreachable${note ? `; ${note}` : ''}`, {
        literal: pythonRepr(v) ?? v.text,
      });
    },
  },
};
