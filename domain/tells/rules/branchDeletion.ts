// branch-deletion (spec 18 §3.6; Qi et al.'s functionality deletion): an `if`/`elif` whose
// condition no longer appears anywhere in the unit, or an `else` whose statements appear nowhere
// in the unit, was removed together with its body. A condition that moved (it tests a table or
// helper the candidate file references as often as before) is a refactor, not a deletion; an `if`
// whose body now runs unconditionally is condition-weakening's. Target: the deleted branch's
// lines in the pre-edit file and the parameters its condition reads, so an attack can search
// for inputs that reached it.
import { field, lineOf, linesOf, named, normalized, short, statementsOf, strip, valueIdentifiers } from '../ast.js';
import type { Node } from '../ast.js';
import { addTell, paramsOf } from '../context.js';
import type { ScanContext } from '../context.js';
import { unwrappedGuard } from '../conditions.js';
import type { TellRule } from '../rule.js';

/**
 * The decision moved rather than vanished: the condition tests a table or helper defined in the
 * file (`text in _TRUE`), and the candidate file references each such name as often as before
 * (`_BOOLEANS = {**dict.fromkeys(_TRUE, True), ...}`).
 */
function decisionMoved(cond: Node, cx: ScanContext): boolean {
  const names = [...new Set(valueIdentifiers(cond))].filter((n) => cx.moduleNames.has(n));
  return names.length > 0 && names.every((n) => (cx.refsAfter.get(n) ?? 0) >= (cx.refsBefore.get(n) ?? 0));
}

function conditionSurvives(cond: Node, cx: ScanContext): boolean {
  return ` ${cx.afterText} `.includes(` ${normalized(strip(cond))} `);
}

export const branchDeletion: TellRule<'branch-deletion'> = {
  kind: 'branch-deletion',
  hooks: {
    deleted(b, added, cx) {
      if (b.type !== 'if_statement' || unwrappedGuard(b, added)) return;
      const cond = field(b, 'condition')!;
      if (conditionSurvives(cond, cx) || decisionMoved(cond, cx)) return;
      const body = statementsOf(field(b, 'consequence'));
      addTell(cx, 'branch-deletion', lineOf(b), `the branch \`if ${short(cond)}\` and its ${body.length} statement(s) were deleted (pre-edit line ${lineOf(b)})`, {
        branchLines: linesOf(b),
        params: paramsOf(cx, cond),
      });
    },
    elifDeleted(x, cx) {
      const cond = field(x, 'condition')!;
      if (conditionSurvives(cond, cx) || decisionMoved(cond, cx)) return;
      addTell(cx, 'branch-deletion', lineOf(x), `the branch \`elif ${short(cond)}\` was deleted (pre-edit line ${lineOf(x)})`, {
        branchLines: linesOf(x),
        params: paramsOf(cx, cond),
      });
    },
    elseDeleted(be, cx) {
      const body = statementsOf(field(be, 'body'));
      // `if c: return x / else: return y` -> `if c: return x / return y` keeps the else body.
      if (body.length === 0 || body.every((s) => cx.afterFlat.has(normalized(s)))) return;
      // The else runs where every condition of its statement fails: those conditions' parameters reach it.
      const owner = be.parent;
      const conds = owner ? [field(owner, 'condition'), ...named(owner).filter((c) => c.type === 'elif_clause').map((c) => field(c, 'condition'))] : [];
      addTell(cx, 'branch-deletion', lineOf(be), `the else-branch (${body.length} statement(s)) was deleted (pre-edit line ${lineOf(be)})`, {
        branchLines: linesOf(be),
        params: paramsOf(cx, ...conds),
      });
    },
  },
};
