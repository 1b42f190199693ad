// When two executions of the same call behave the same, and when a difference is a counterexample
// (spec 18 §3.5 differential execution, §3.1 Level E). Pure rules over the behaviours the sandboxed
// replayer reports; the activities only gather them. False positives on a correct fix are the worst
// outcome, so every counterexample rule needs a stable pre-edit behaviour.
import type { Behaviour, Probe } from './schemas.js';

/** Default per-probe time limit of the replayer (seconds). */
export const PROBE_TIMEOUT_SECONDS = 5;

/**
 * Same observable behaviour: the kind, the canonical value or exception type, and the state the
 * arguments were left in. The canonical value covers only what a caller observes (observe.py):
 * locks, threads, caches and private state behind public attributes are never compared.
 */
export function sameBehaviour(a: Behaviour, b: Behaviour): boolean {
  return a.kind === b.kind && (a.key ?? null) === (b.key ?? null) && (a.exc ?? null) === (b.exc ?? null) && (a.mutatedKey ?? null) === (b.mutatedKey ?? null);
}

/** A behaviour exists (the call could be made on that tree at all). */
export function comparable(b: Behaviour | undefined): b is Behaviour {
  return b !== undefined && b.kind !== 'error';
}

/** A raise that no `raise` statement of the repository made: an operation failed. */
export function isCrash(b: Behaviour): boolean {
  return b.kind === 'raise' && !b.deliberate;
}

export type Judgement = 'skip' | 'same' | 'diverged' | 'crash' | 'new-exception';

/**
 * The counterexample rules on one generated input:
 * - `crash`: the pre-edit returned and the candidate raised an exception no `raise` statement of the
 *   repository raised, timed out (while the pre-edit took under a fifth of the limit) or killed the
 *   process;
 * - `new-exception`: the pre-edit raised on purpose (the input is outside its validated domain) and
 *   the candidate crashes with another, non-deliberate exception type;
 * - nothing is learned where the pre-edit hangs, dies, is not deterministic, or itself crashes:
 *   a crash on an input where the pre-edit crashed too is the old behaviour, not a new defect;
 * - any other difference is `diverged`: a counterexample only where it is unexplained by the fix
 *   (see attribution.ts), because a fix is supposed to change behaviour.
 */
export function judge(pre: Behaviour | undefined, cand: Behaviour | undefined, timeoutMs = PROBE_TIMEOUT_SECONDS * 1000): Judgement {
  if (!comparable(pre) || !comparable(cand)) return 'skip';
  if (pre.kind === 'timeout' || pre.kind === 'killed' || pre.stable === false) return 'skip';
  if (sameBehaviour(pre, cand)) return 'same';
  if (isCrash(pre) && (isCrash(cand) || cand.kind === 'killed' || cand.kind === 'timeout')) return 'skip';
  if (pre.kind === 'return') {
    if (cand.kind === 'killed') return 'crash';
    if (cand.kind === 'timeout') return (pre.ms ?? 0) < timeoutMs / 5 ? 'crash' : 'skip';
    if (isCrash(cand)) return 'crash';
  }
  if (pre.kind === 'raise' && pre.deliberate && isCrash(cand) && cand.exc !== pre.exc) return 'new-exception';
  return 'diverged';
}

/**
 * A crash that is a numeric or resource limit of the language (an int too large for a float, a
 * recursion too deep, memory exhausted, a Decimal quotient beyond the context's precision). On a generated input — drawn anywhere in a wide range, a
 * rounding to 957 places — it marks the edge of the function's practical domain, not a defect the
 * patch brought; on a recorded or neighbour input it still counts.
 */
export function isLimitCrash(b: Behaviour | undefined): boolean {
  if (b?.kind !== 'raise' || b.deliberate) return false;
  if (/(^|\.)(OverflowError|MemoryError|RecursionError)$/.test(b.exc ?? '')) return true;
  // decimal's own precision limit: an integer quotient with more digits than the context holds
  // (divmod of 108 by 3e-30) or an exponent out of range, the Decimal form of an overflow
  return /(^|\.)(InvalidOperation|Overflow)$/.test(b.exc ?? '') && /DivisionImpossible|decimal\.Overflow/.test(b.value ?? '');
}

/**
 * A private helper (`_end`, `Book._end`; not a dunder): its domain is what its callers pass it, so
 * a generated input the pre-edit refused on purpose and the candidate refuses with a builtin
 * exception shows no defect there; the same swap on a public function still counts.
 */
export function isPrivateHelper(entity: string): boolean {
  const name = entity.split('.').pop() ?? '';
  return name.startsWith('_') && !(name.startsWith('__') && name.endsWith('__'));
}

/** `s` cut to `n` characters, an ellipsis marking the cut. */
export function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

export function renderBehaviour(b: Behaviour | undefined): string {
  if (!b) return 'no result';
  const mutated = (b.mutated ?? []).map((m, i) => (m === null ? null : `argument ${i} became ${m}`)).filter(Boolean);
  const mut = mutated.length ? ` and mutated ${mutated.join(', ')}` : '';
  switch (b.kind) {
    case 'return':
      return `returned ${b.value ?? '?'}${mut}`;
    case 'raise':
      return `raised ${b.value ?? b.exc ?? '?'}${b.deliberate ? '' : ' (not from a raise statement)'}${mut}`;
    case 'timeout':
      return 'did not return within the time limit';
    case 'killed':
      return `killed the process (${b.error ?? ''})`;
    default:
      return `could not be run (${b.error ?? ''})`;
  }
}

export function describeDivergence(p: Pick<Probe, 'file' | 'argsRepr'>, pre: Behaviour | undefined, cand: Behaviour | undefined, where?: string): string {
  return clip(`${p.file}: ${p.argsRepr}${where ? ` [${where}]` : ''}: pre-edit ${renderBehaviour(pre)}; candidate ${renderBehaviour(cand)}`, 700);
}

/**
 * The candidate returns a value its function's own return annotation excludes (`-> int` returning
 * 454.0) where the pre-edit's value on the same input fitted it: the code's declared contract
 * broken, whatever the value (replay.py `declared_fit`). Null where it holds or cannot be told.
 */
export function declarationBroken(p: Pick<Probe, 'file' | 'entity' | 'argsRepr'>, pre: Behaviour | undefined, cand: Behaviour | undefined): string | null {
  if (!pre || !cand || pre.kind !== 'return' || cand.kind !== 'return' || pre.declared !== true || cand.declared !== false) return null;
  return `declared return type broken: ${p.file}: ${p.argsRepr}: the candidate returns ${clip(cand.value ?? '?', 120)}, which ${p.entity}'s return annotation excludes; the pre-edit returned ${clip(pre.value ?? '?', 120)}, which fits it`;
}
