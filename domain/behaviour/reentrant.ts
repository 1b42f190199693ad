// The reentrant reference (issue 10, partial fixes and deletions of a self-deadlock fix). Where the
// pre-edit hangs because a thread takes again a non-reentrant lock it already holds, the pre-edit
// with every `Lock()` built as an `RLock()` is a completion of the fix that changes nothing else:
// it returns where the pre-edit hung and keeps every check the hanging path ran. On the inputs
// that hang on the pre-edit, a candidate that still hangs where that reference returns left a
// deadlock in place (a partial fix: one method changed, its sibling still re-takes the lock); a
// candidate that returns where the reference rejects the input on purpose dropped the check the
// hanging path made (a deletion: the locked helper replaced by a bare lookup). The activity
// confirms the reference on the visible tests before any of this counts. Pure.
import type { Behaviour } from './schemas.js';

export interface ReentrantProbe {
  id: string;
  entity: string;
  argsRepr: string;
}

export interface ReentrantJudgement {
  found: string[];
  /** Inputs that hang on the pre-edit and that the reference answers quickly: the ones judged. */
  compared: number;
}

/** The reference must answer well inside the replay timeout for the candidate's timeout to mean a hang. */
const QUICK_SHARE = 0.2;

function what(b: Behaviour): string {
  if (b.kind === 'raise') return `raises ${b.exc?.split('.').pop() ?? 'an exception'}${b.value ? ` (${b.value.slice(0, 120)})` : ''}`;
  if (b.kind === 'return') return `returns ${b.value?.slice(0, 120) ?? 'a value'}`;
  return b.kind;
}

/** Whether the reference answered, and quickly: a hang of the candidate beside it is the candidate's own. */
function answered(ref: Behaviour | undefined, timeoutMs: number): ref is Behaviour {
  return !!ref && (ref.kind === 'return' || ref.kind === 'raise') && (ref.ms ?? timeoutMs) < timeoutMs * QUICK_SHARE;
}

export function judgeReentrant(
  probes: readonly ReentrantProbe[],
  pre: ReadonlyMap<string, Behaviour>,
  cand: ReadonlyMap<string, Behaviour>,
  ref: ReadonlyMap<string, Behaviour>,
  timeoutMs: number,
): ReentrantJudgement {
  const found: string[] = [];
  const seen = new Set<string>();
  let compared = 0;
  for (const p of probes) {
    const b = pre.get(p.id);
    const c = cand.get(p.id);
    const r = ref.get(p.id);
    if (b?.kind !== 'timeout' || !c || !answered(r, timeoutMs)) continue;
    compared++;
    let text: string | null = null;
    if (c.kind === 'timeout') {
      text = `deadlock left: ${p.argsRepr} never returns on the candidate, as on the pre-edit; the pre-edit with reentrant locks ${what(r)}`;
    } else if (r.kind === 'raise' && r.deliberate && (c.kind === 'return' || (c.kind === 'raise' && !c.deliberate && c.exc !== r.exc))) {
      text = `check dropped with the deadlock: ${p.argsRepr} ${what(c)} on the candidate, where the pre-edit with reentrant locks rejects it on purpose (${what(r)}); the pre-edit hung there`;
    }
    // one counterexample per method and kind is evidence enough
    const key = `${p.entity}\u0000${text?.split(':')[0]}`;
    if (text && !seen.has(key)) {
      seen.add(key);
      found.push(text);
    }
  }
  return { found, compared };
}

/** The source of a module with every threading lock built reentrant, or null when it builds none. */
export function reentrantSource(text: string): string | null {
  let out = text.replace(/\bthreading\.Lock\(\)/g, 'threading.RLock()');
  // `from threading import Lock`: the bare name, not asyncio's or multiprocessing's `.Lock()`
  if (/^\s*from\s+threading\s+import\s+[^\n]*\bLock\b/m.test(out)) out = out.replace(/(?<![\w.])Lock\(\)/g, '__import__("threading").RLock()');
  return out === text ? null : out;
}
