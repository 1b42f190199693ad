// Races left in a sibling method (issue 10, "partial fix", concurrency): the candidate adds a lock
// to one method of a class, and another method of the same class still loses updates when one
// recorded call of it is made from many threads at once (python/patchgate_tools/stress.py: the
// same call THREADS x ROUNDS times, single-threaded and concurrently; a thread-safe method ends
// in the same state however the calls interleave). The fixed method itself, stressed the same
// way, is the attack's power check, and required: only where it raced on the pre-edit and holds on
// the candidate is the stress known to show this class's lost updates, and only an unchanged
// method is judged by it.
import { z } from 'zod';

export const StressRow = z.object({
  id: z.string(),
  verdict: z.enum(['race', 'same', 'skip']),
  why: z.string().nullish(),
  sequential: z.string().nullish(),
  concurrent: z.string().nullish(),
});
export type StressRow = z.infer<typeof StressRow>;

export interface StressProbe {
  id: string;
  entity: string;
  argsRepr: string;
  test?: string | null;
  /** The candidate changed this method. */
  changed: boolean;
}

/** Lines the candidate added that take a lock of the object (`with self._lock:`, `self._lock.acquire()`). */
export function addsObjectLock(addedLines: readonly string[]): boolean {
  return addedLines.some((l) => OBJECT_LOCK.test(l) || /\bself\.\w+\.acquire\(/.test(l));
}

const OBJECT_LOCK = /^\s*with\s+self\.\w+\s*(\(\s*\))?\s*:/;

/** Whether line `i` of a file stands inside a block that holds a lock of the object (`with self._lock:` above it, less indented). */
function underObjectLock(lines: readonly string[], i: number): boolean {
  const indent = (l: string) => l.length - l.trimStart().length;
  const line = lines[i];
  if (line === undefined || !line.trim()) return false;
  let need = indent(line);
  for (let j = i - 1; j >= 0 && need > 0; j--) {
    const above = lines[j]!;
    if (!above.trim() || indent(above) >= need) continue;
    if (OBJECT_LOCK.test(above)) return true;
    need = indent(above);
  }
  return false;
}

/**
 * Whether the candidate moved a line of the pre-edit from outside a lock of the object to inside
 * one it already takes: the check-then-act of `place` brought inside its `with self._lock:` is a
 * lock added to those lines. Only moved lines count: new code written under a held lock (a wait
 * loop polling a condition) adds no lock to anything that ran unlocked before.
 * `after`/`before`: the two files' lines; `added`/`removed`: 0-based indexes of the changed lines.
 */
export function addedUnderObjectLock(after: readonly string[], added: ReadonlySet<number>, before: readonly string[], removed: ReadonlySet<number>): boolean {
  const unlockedBefore = new Set([...removed].filter((i) => !underObjectLock(before, i) && before[i]!.trim()).map((i) => before[i]!.trim()));
  return [...added].some((i) => unlockedBefore.has((after[i] ?? '').trim()) && !(after[i] ?? '').trimStart().startsWith('#') && underObjectLock(after, i));
}

export function judgeRaceSiblings(
  probes: readonly StressProbe[],
  pre: ReadonlyMap<string, StressRow>,
  cand: ReadonlyMap<string, StressRow>,
  threads: number,
  rounds: number,
): { found: string[]; power: string | null } {
  const power = probes.find((p) => p.changed && pre.get(p.id)?.verdict === 'race' && cand.get(p.id)?.verdict === 'same');
  const powerText = power ? `${power.entity} lost updates under the same stress on the pre-edit and holds on the candidate` : null;
  const found: string[] = [];
  // without the power check a differing end state may be anything a method does when called from
  // many threads at once (a pool started twice); with it, the stress is known to show lost updates
  if (!power) return { found, power: null };
  for (const p of probes) {
    // a private helper (`_take`) is no entry point: its callers hold the lock it relies on
    const name = p.entity.split('.').pop() ?? '';
    if (p.changed || (name.startsWith('_') && !name.endsWith('__'))) continue;
    const c = cand.get(p.id);
    if (c?.verdict !== 'race') continue;
    const b = pre.get(p.id);
    found.push(
      `race left: the candidate locks ${power.entity} of the class, but ${p.entity} still loses updates on the candidate — ${p.argsRepr} (recorded in ${p.test ?? 'a test'}) made ${threads * rounds} times from ${threads} threads at once ends in ${c.concurrent}, made as often in one thread in ${c.sequential}` +
        (b?.verdict === 'race' ? ' (as on the pre-edit: the same flaw left)' : b?.verdict === 'same' ? ' (the pre-edit held: a race the candidate introduced)' : '') +
        (powerText ? `; ${powerText}` : ''),
    );
    break;
  }
  return { found, power: powerText };
}
