// scope-broadening (spec 18 §3.6): a new bare `except:`/`except Exception`/`except BaseException`
// handler (or a handler widened to one) that does not re-raise (clean-up-and-raise loses
// nothing), a new `contextlib.suppress(Exception)`, or a kept handler that used to re-raise and
// now swallows. Counted per unit: only handlers the candidate has more of than the pre-edit are
// tells. Target: the handler's lines in the candidate and the exception types it catches, so an
// attack can look for inputs whose error the candidate now hides.
import { descendants, exceptKey, field, lineOf, linesOf, named, normalized, short, statementsOf, strip } from '../ast.js';
import type { Node } from '../ast.js';
import { addTell } from '../context.js';
import { literalKeys } from '../literals.js';
import type { Feature, TellRule } from '../rule.js';

const BROAD = new Set(['Exception', 'BaseException', 'builtins.Exception', 'builtins.BaseException']);

function hasRaise(block: Node | null): boolean {
  if (!block) return false;
  return [block, ...descendants(block)].some((d) => d.type === 'raise_statement');
}

/** A handler body that only passes, continues, breaks or hands back a literal: the error is lost. */
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

export const scopeBroadening: TellRule<'scope-broadening'> = {
  kind: 'scope-broadening',
  features(stmts) {
    const out: Feature[] = [];
    for (const s of stmts) {
      for (const d of [s, ...descendants(s)]) {
        if (d.type === 'except_clause' || d.type === 'except_group_clause') {
          const v = field(d, 'value');
          const typeNode = v ? (v.type === 'as_pattern' ? named(v)[0]! : v) : null;
          const types = typeNode ? (strip(typeNode).type === 'tuple' ? named(strip(typeNode)) : [typeNode]).map(normalized) : [];
          const block = named(d).find((c) => c.type === 'block') ?? null;
          // Clean up and re-raise (`except BaseException: os.unlink(tmp); raise`) loses no error.
          if ((!typeNode || types.some((t) => BROAD.has(t))) && !hasRaise(block)) {
            const label = typeNode ? `except ${normalized(typeNode)}` : 'bare except:';
            out.push({
              key: `except:${typeNode ? normalized(typeNode) : ''}`,
              line: lineOf(d),
              detail: `a broad \`${label}\` handler was added${swallows(block) ? ' that silently swallows every error' : ''}`,
              target: { handlerLines: linesOf(d), catches: typeNode ? types : [''] },
            });
          }
        } else if (d.type === 'call') {
          const fn = field(d, 'function');
          const args = field(d, 'arguments');
          if (fn && /(^|\.)suppress$/.test(fn.text) && args && named(args).some((x) => BROAD.has(normalized(x)))) {
            // The suppressed region is the `with` statement the call opens.
            let owner: Node | null = d.parent;
            while (owner && owner.type !== 'with_statement' && owner.type !== 'block' && owner.type !== 'module') owner = owner.parent;
            const region = owner?.type === 'with_statement' ? owner : d;
            out.push({ key: `suppress:${normalized(args)}`, line: lineOf(d), detail: `\`${short(d)}\` silences every error`, target: { handlerLines: linesOf(region), catches: named(args).map(normalized) } });
          }
        }
      }
    }
    return out;
  },
  hooks: {
    handlerKept(hb, ha, clause, cx) {
      if (!(hasRaise(hb) && !hasRaise(ha) && swallows(ha))) return;
      addTell(cx, 'scope-broadening', lineOf(clause), `the handler \`except ${exceptKey(clause) || ''}\` used to re-raise and now swallows the error`, {
        handlerLines: linesOf(clause),
        catches: [exceptKey(clause)],
      });
    },
  },
};
