// condition-weakening (spec 18 §3.6): a kept `if`/`elif`/`while` whose condition became a
// constant, lost an `and` conjunct (the remaining conjuncts are a strict subset), or was widened
// by an `or` disjunct that is a constant or pins an input to a literal; or an `if` removed while
// its body now runs unconditionally (a guard deleted). Changing an operator (`<` -> `<=`) or
// rewriting a condition is not weakening; neither is a check (raise, assert, check_*/validate_*
// call) made unconditional, which hardens the code, nor conjuncts moved inside the branch as
// nested tests. Target: the condition before and after, the candidate line it governs and the
// parameters it reads, so an attack can run inputs on the widened side.
import { descendants, field, flatten, lineOf, named, normalized, short, strip } from '../ast.js';
import type { Node } from '../ast.js';
import { addTell, f2pNote, paramsOf } from '../context.js';
import type { ScanContext } from '../context.js';
import { isConstant, pinsOf, unwrappedGuard } from '../conditions.js';
import type { TellRule } from '../rule.js';

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

/** The changed branch body tests something the old one did not: dropped conjuncts moved inside. */
function testsMovedInside(bodies: [Node | null, Node | null] | undefined): boolean {
  if (!bodies || !bodies[0] || !bodies[1]) return false;
  const before = normalized(bodies[0]);
  return descendants(bodies[1]).some((d) => (d.type === 'if_statement' || d.type === 'conditional_expression') && !before.includes(normalized(field(d, 'condition') ?? named(d)[1] ?? d)));
}

function weakened(cx: ScanContext, line: number, detail: string, bc: Node, ac: Node): void {
  addTell(cx, 'condition-weakening', line, detail, { condition: { before: strip(bc).text, after: strip(ac).text }, line, params: paramsOf(cx, bc, ac) });
}

export const conditionWeakening: TellRule<'condition-weakening'> = {
  kind: 'condition-weakening',
  hooks: {
    deleted(b, added, cx) {
      const guard = unwrappedGuard(b, added);
      // Running a check unconditionally (`if alg != "none": check_signature()` -> `check_signature()`)
      // hardens the code; only an effect that lost its guard is weakening.
      if (!guard || guard.body.some(isCheck)) return;
      const cond = field(b, 'condition')!;
      addTell(cx, 'condition-weakening', lineOf(b), `the guard \`if ${short(cond)}\` was removed and its body now runs unconditionally (pre-edit line ${lineOf(b)})`, {
        condition: { before: strip(cond).text, after: 'True' },
        line: lineOf(guard.firstAfter),
        params: paramsOf(cx, cond),
      });
    },
    conditionChanged(bc, ac, line, what, cx, bodies) {
      if (normalized(strip(bc)) === normalized(strip(ac))) return;
      if (isConstant(ac) && !isConstant(bc)) {
        weakened(cx, line, `the ${what} condition \`${short(bc)}\` was replaced by the constant ${short(ac)}`, bc, ac);
        return;
      }
      const bAndNodes = flatten(bc, 'and');
      const bAnd = bAndNodes.map(normalized);
      const aAnd = flatten(ac, 'and').map(normalized);
      if (bAnd.length > 1 && aAnd.length >= 1 && aAnd.length < bAnd.length && aAnd.every((c) => bAnd.includes(c)) && !testsMovedInside(bodies)) {
        const dropped = bAndNodes.filter((c) => !aAnd.includes(normalized(c))).map((c) => short(c, 60));
        weakened(cx, line, `the ${what} condition lost ${dropped.length === 1 ? 'the conjunct' : 'the conjuncts'} \`${dropped.join('`, `')}\``, bc, ac);
        return;
      }
      const bOr = flatten(bc, 'or');
      const aOr = flatten(ac, 'or');
      const bOrText = bOr.map(normalized);
      if (!(aOr.length > bOr.length && bOrText.every((c) => aOr.some((x) => normalized(x) === c)))) return;
      for (const d of aOr.filter((x) => !bOrText.includes(normalized(x)))) {
        if (isConstant(d)) {
          weakened(cx, line, `the ${what} condition was widened by the constant disjunct \`${short(d)}\``, bc, ac);
          continue;
        }
        const pins = pinsOf(d, cx);
        if (pins.length > 0) {
          const note = f2pNote(cx, pins.flatMap((p) => p.literals));
          weakened(cx, line, `the ${what} condition was widened by \`or ${short(d)}\`, which pins an input to a literal${note ? `; ${note}` : ''}`, bc, ac);
        }
      }
    },
  },
};
