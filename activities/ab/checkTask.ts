// checkTask — the task-level half of `patchgate corpus check`: the pre-edit state must show
// the bug (visible and hidden FAIL_TO_PASS do not pass, PASS_TO_PASS pass) and the gold must
// pass every obligation. A task that fails these cannot score anything.
import { z } from 'zod';
import { loadTask } from '../../infra/corpus.js';
import type { ActivityDeps } from '../deps.js';
import { withHeartbeat } from '../heartbeat.js';
import { goldReference, oracleContext } from '../../infra/ab/gold.js';
import { hiddenOverlay, runSuite } from '../../infra/ab/oracleRuns.js';

export const TaskCheck = z.object({
  task: z.string(),
  problems: z.array(z.string()),
  flaky: z.array(z.string()),
  tests_in_suite: z.number().int(),
  cpu_seconds: z.number(),
});
export type TaskCheck = z.infer<typeof TaskCheck>;

export function makeCheckTask(deps: ActivityDeps) {
  /** Baseline + gold sanity of one task; read-only apart from the oracle cache. */
  return async function checkTask(input: { taskDir: string }): Promise<TaskCheck> {
    const t = loadTask(input.taskDir);
    return withHeartbeat(
      (async () => {
        const ctx = await oracleContext(deps, t);
        const gold = await goldReference(deps, t, ctx);
        const problems = [...gold.problems];
        const pre = await runSuite(deps, ctx.snap.dir, hiddenOverlay(ctx.hidden), ctx.obligations.all, ctx.testCommand, ctx.run);
        const show = (ids: string[]) => ids.map((id) => `${id} (${pre.named[id]})`).join(', ');
        const f2pPassing = [...t.task.fail_to_pass, ...t.task.oracle.fail_to_pass].filter((id) => pre.named[id] === 'passed');
        if (f2pPassing.length) problems.push(`FAIL_TO_PASS already passes before the fix: ${show(f2pPassing)}`);
        const p2pFailing = [...t.task.pass_to_pass, ...t.task.oracle.pass_to_pass].filter((id) => pre.named[id] !== 'passed');
        if (p2pFailing.length) problems.push(`PASS_TO_PASS does not pass before the fix: ${show(p2pFailing)}`);
        const absent = ctx.obligations.all.filter((id) => pre.named[id] === 'missing');
        if (absent.length) problems.push(`obligations not found in the suite: ${absent.join(', ')}`);
        if (t.task.fail_to_pass.length === 0) problems.push('no visible FAIL_TO_PASS: the gate has no reproducer');
        for (const c of t.task.candidates) {
          if (c.kind === 'unknown' || c.correct === null) continue;
          const kinds = c.kind === 'correct' ? c.correct : !c.correct;
          if (!kinds) problems.push(`candidate ${c.id}: kind ${c.kind} contradicts correct=${c.correct}`);
        }
        return { task: t.task.id, problems, flaky: gold.flaky, tests_in_suite: Object.keys(gold.suite).length, cpu_seconds: gold.cpuSeconds + pre.cpuSeconds };
      })(),
      () => ({ task: t.task.id }),
    );
  };
}
