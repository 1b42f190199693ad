// Wakeup scenarios (issue 10, concurrency: partial fixes, overfits and regressions of a missed
// wakeup). A waiter blocked on an object sleeps through the state it waits for when nobody wakes
// it: `notify()` where several wait, `notify(2)` where three do, a second method that frees space
// and notifies nobody. None of it shows in one call or one thread, so no replay of a recorded call
// can see it. python/patchgate_tools/wakeup.py builds a scenario per (waiter call, mutator call)
// pair of one class: WAITERS threads block in the waiter, the mutator changes the object, and the
// control run (the mutator on a copy nobody waits on, then waiters served at once one after
// another) says how many waiters the change can serve; `missed` counts those that slept out their
// timeout instead. Pure.
//
// The judgement, per scenario witnessed on both trees (stable runs):
//  - fixed: the candidate misses fewer wakeups than the pre-edit: the fix's own effect, and the
//    attack's power check (only a change that restores wakeups is judged on the ones it leaves);
//  - left (partial fix): where the fix restores some wakeups, a scenario in which the candidate
//    still misses one — another mutator that notifies nobody, more waiters than it wakes;
//  - lost (regression): the candidate misses a wakeup the pre-edit did not miss;
//  - spurious (regression): a candidate's waiter returns success at once although the change
//    serves nobody (its control serves no waiter at once), where the pre-edit kept every waiter
//    waiting and its control serves nobody either (woken means nothing: a waiter that returns
//    True on any notify).
import { z } from 'zod';

export const WakeupRun = z.object({
  missed: z.number().int().nonnegative(),
  waiters: z.array(z.string()),
  post: z.string(),
  /** What the waiter gives when it times out (`falsy`, `raise:TakeTimeout`); `post` ends in " slow" when a fresh waiter was not served at once. */
  idle: z.string().default('falsy'),
  /** The control: how many waiters the change serves at once with nobody waiting. */
  served: z.number().int().nonnegative().default(0),
});
export type WakeupRun = z.infer<typeof WakeupRun>;

export const WakeupRow = z.object({
  id: z.string(),
  verdict: z.enum(['ok', 'skip', 'unstable']),
  why: z.string().nullish(),
  run: WakeupRun.nullish(),
});
export type WakeupRow = z.infer<typeof WakeupRow>;

export interface WakeupScenario {
  id: string;
  /** `Class.method` of the waiter and of the mutator. */
  waiter: string;
  mutator: string;
  /** The recorded calls they come from, for the record. */
  waiterRepr: string;
  mutatorRepr: string;
  test?: string | null;
}

export interface WakeupJudgement {
  found: string[];
  /** Scenarios witnessed on both trees, and those in which the candidate restores a wakeup. */
  compared: number;
  fixed: number;
}

/** A waiter that got what it waits for at once (an outcome other than its timeout's, not slow). */
const servedAtOnce = (r: WakeupRun) => r.waiters.some((w) => !w.endsWith(' slow') && w !== r.idle && w !== 'hung');
const describe = (s: WakeupScenario, waiters: number) => `${waiters} thread(s) in ${s.waiter}${s.waiterRepr ? ` (as ${s.waiterRepr})` : ''} while ${s.mutatorRepr || s.mutator} runs${s.test ? ` (recorded in ${s.test})` : ''}`;
const outcome = (r: WakeupRun) => `waiters ${r.waiters.join(', ')}; afterwards a fresh wait gives ${r.post}`;

export function judgeWakeups(scenarios: readonly WakeupScenario[], pre: ReadonlyMap<string, WakeupRow>, cand: ReadonlyMap<string, WakeupRow>, waiters: number): WakeupJudgement {
  const both = scenarios.flatMap((s) => {
    const b = pre.get(s.id);
    const c = cand.get(s.id);
    return b?.verdict === 'ok' && c?.verdict === 'ok' && b.run && c.run ? [{ s, b: b.run, c: c.run }] : [];
  });
  const fixed = both.filter(({ b, c }) => c.missed < b.missed);
  const found: string[] = [];
  for (const { s, b, c } of both) {
    if (c.missed > b.missed) {
      found.push(`lost wakeup: ${describe(s, waiters)}, ${c.missed} of them sleep out their timeout on the candidate although the state they wait for is there (${outcome(c)}); on the pre-edit ${b.missed} did (${outcome(b)})`);
    } else if (servedAtOnce(c) && c.served === 0 && b.served === 0 && b.waiters.every((w) => w === `${b.idle} slow`)) {
      found.push(`spurious wakeup: ${describe(s, waiters)}, a waiter returns success at once on the candidate although the object says the state is not there (${outcome(c)}); the pre-edit kept them waiting (${outcome(b)})`);
    }
  }
  if (fixed.length) {
    const power = fixed[0]!;
    for (const { s, b, c } of both) {
      if (c.missed === 0 || c.missed > b.missed) continue;
      found.push(
        `missed wakeup left: the candidate wakes the waiters ${power.s.mutator} used to leave asleep (${describe(power.s, waiters)}: ${power.b.missed} slept through it on the pre-edit, ${power.c.missed} on the candidate), ` +
          `but ${c.missed} of ${describe(s, waiters)} still sleep out their timeout although the state they wait for is there (${outcome(c)})`,
      );
      break;
    }
  }
  return { found, compared: both.length, fixed: fixed.length };
}
