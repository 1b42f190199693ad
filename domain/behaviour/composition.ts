// The composition attack's judge (issue 10 item 2, "partial fix"; an invariant observed on the
// pre-edit's executions, as Invalidator infers them, but between two functions of the code rather
// than over one function's values). A changed function F and a sibling G hold one figure between
// them: `cheapest_path(grid, a, b)` returns (cost, path) and `path_cost(grid, path)` is that cost;
// `format_span(parse_span(text))` is the text again. Where G, given a part of F's result and F's
// other arguments by name, answered another part of that result (or one of F's arguments) on every
// pre-edit call — the reproducer's among them, at least two inputs, G not merely handing back what
// it was given — and the candidate breaks that equality, the candidate changed one of the two and
// left the other: the reported instance fixed, the same figure still computed the old way beside
// it. A correct fix of the rule keeps the two in step. Pure.
import { z } from 'zod';
import { clip } from './compare.js';

export const ComposeRow = z.object({
  id: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
  parts: z.number().optional(),
  rel: z.array(z.object({ g: z.string(), from: z.string(), eq: z.array(z.string()), moved: z.boolean() })).optional(),
});
export type ComposeRow = z.infer<typeof ComposeRow>;

export interface ComposeCall {
  id: string;
  file: string;
  entity: string;
  argsRepr: string;
  /** A FAIL_TO_PASS call of F (the reproducer's input). */
  reproducer: boolean;
}

/** Distinct pre-edit inputs on which an equality must hold before it is taken for the code's own invariant. */
export const MIN_COMPOSED_INPUTS = 2;

const partName = (p: string) => (p === 'r' ? 'its result' : `item ${p.slice(1)} of its result`);
const targetName = (t: string) => (t.startsWith('arg:') ? `its argument \`${t.slice(4)}\`` : partName(t));

/** Counterexamples: at most one per (F, G). */
export function judgeComposition(calls: readonly ComposeCall[], pre: ReadonlyMap<string, ComposeRow>, cand: ReadonlyMap<string, ComposeRow>): { text: string; fn: string }[] {
  // (F, G, from) -> the pre-edit runs of that composition: each input, its equalities
  const runs = new Map<string, { input: string; reproducer: boolean; eq: string[]; moved: boolean }[]>();
  const pairOf = (c: ComposeCall, g: string, from: string) => [c.file, c.entity, g, from].join('\u0000');
  for (const c of calls) {
    const r = pre.get(c.id);
    if (!r?.ok) continue;
    for (const x of r.rel ?? []) {
      const k = pairOf(c, x.g, x.from);
      runs.set(k, [...(runs.get(k) ?? []), { input: c.argsRepr, reproducer: c.reproducer, eq: x.eq, moved: x.moved }]);
    }
  }
  /** Whether `t` held on every pre-edit run of (F, G, from), on enough inputs, the reproducer's among them, G not an identity. */
  const invariant = (k: string, t: string): number => {
    const rs = runs.get(k) ?? [];
    if (!rs.every((x) => x.eq.includes(t)) || !rs.some((x) => x.reproducer) || !rs.some((x) => x.moved)) return 0;
    const inputs = new Set(rs.map((x) => x.input)).size;
    return inputs >= MIN_COMPOSED_INPUTS ? inputs : 0;
  };
  const out = new Map<string, { text: string; fn: string }>();
  for (const c of calls) {
    const b = pre.get(c.id);
    const r = cand.get(c.id);
    if (!b?.ok || !r?.ok) continue;
    for (const x of r.rel ?? []) {
      const pair = `${c.file}\u0000${c.entity}\u0000${x.g}`;
      if (out.has(pair)) continue;
      const before = (b.rel ?? []).find((y) => y.g === x.g && y.from === x.from);
      if (!before) continue;
      for (const t of before.eq) {
        const n = x.eq.includes(t) ? 0 : invariant(pairOf(c, x.g, x.from), t);
        if (n === 0) continue;
        const f = c.entity.split('.').pop();
        const g = x.g.split('.').pop();
        out.set(pair, {
          fn: `${c.file}::${x.g}`,
          text:
            `partial fix: on the pre-edit, ${g} given ${partName(x.from)} of ${f} answered ${targetName(t)} on every one of ${n} inputs, the reproducer's among them; ` +
            `the candidate breaks that agreement on ${clip(c.argsRepr, 300)}: it changed one of ${f} and ${g} and left the other computing the figure the old way`,
        });
        break;
      }
    }
  }
  return [...out.values()];
}
