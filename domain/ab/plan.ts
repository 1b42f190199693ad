// The experiment plan: which tasks and candidates run, under which arms, as a list of jobs
// (one oracle judgment per task × candidate, one child workflow per task × candidate × arm),
// and the progress the `progress` query reports. Pure.
import { z } from 'zod';
import { CandidateKind } from '../corpus.js';
import type { Arm, ArmSupport } from './arms.js';
import { candidateKey, outcomeKey } from './outcome.js';

export const PlanTask = z
  .object({
    id: z.string(),
    dir: z.string().describe('absolute task folder'),
    codebase: z.string().describe('the codebase a task comes from (task-id prefix)'),
    change_class_hint: z.string().nullable(),
    candidates: z.array(z.object({ id: z.string(), kind: CandidateKind, correct: z.boolean().nullable().describe('curated label; null when none (unlabelled imported prediction)') }).strict()),
  })
  .strict();
export type PlanTask = z.infer<typeof PlanTask>;

export const AbPlan = z
  .object({
    corpus: z
      .object({
        name: z.string(),
        dir: z.string(),
        split: z.string(),
        split_declared: z.boolean(),
        split_note: z.string(),
        tasks_in_corpus: z.number().int(),
      })
      .strict(),
    tasks: z.array(PlanTask),
  })
  .strict();
export type AbPlan = z.infer<typeof AbPlan>;

export type Job =
  | { kind: 'judge'; key: string; task: string; taskDir: string; candidate: string }
  | { kind: 'child'; key: string; task: string; taskDir: string; candidate: string; arm: Arm };

/** Jobs in a stable order: per candidate, the oracle first, then each arm. */
export function planJobs(plan: AbPlan, arms: readonly Arm[]): Job[] {
  const jobs: Job[] = [];
  for (const t of plan.tasks) {
    for (const c of t.candidates) {
      jobs.push({ kind: 'judge', key: candidateKey(t.id, c.id), task: t.id, taskDir: t.dir, candidate: c.id });
      for (const arm of arms) {
        jobs.push({ kind: 'child', key: outcomeKey({ task: t.id, candidate: c.id, arm: arm.name }), task: t.id, taskDir: t.dir, candidate: c.id, arm });
      }
    }
  }
  return jobs;
}

/** The child workflow id of a job: deterministic, so a rerun finds the finished child. */
export function childWorkflowId(parentId: string, task: string, candidate: string, arm: string): string {
  return `${parentId}/${task}/${candidate}/${arm}`;
}

export const AbProgress = z.object({
  experiment: z.string(),
  phase: z.enum(['planning', 'running', 'reporting', 'done']),
  split: z.string().nullable(),
  run: z.number().int().describe('continue-as-new generation (0 = first run)'),
  children: z.object({ done: z.number().int(), total: z.number().int(), reused: z.number().int(), errors: z.number().int() }),
  oracle: z.object({ done: z.number().int(), total: z.number().int() }),
  by_arm: z.record(z.string(), z.object({ done: z.number().int(), total: z.number().int(), accepted: z.number().int() })),
  running: z.array(z.string()),
  skipped_arms: z.array(z.object({ arm: z.string(), note: z.string() })),
  report: z.string().nullable(),
});
export type AbProgress = z.infer<typeof AbProgress>;

export function computeProgress(args: {
  experiment: string;
  phase: AbProgress['phase'];
  plan: AbPlan | null;
  arms: readonly Arm[];
  support: ReadonlyMap<string, ArmSupport>;
  run: number;
  outcomes: Readonly<Record<string, { verdict: string; reused: boolean }>>;
  judgments: Readonly<Record<string, unknown>>;
  running: Iterable<string>;
  report: string | null;
}): AbProgress {
  const runnable = args.arms.filter((a) => args.support.get(a.name)?.available !== false);
  const candidates = args.plan ? args.plan.tasks.flatMap((t) => t.candidates.map((c) => ({ task: t.id, candidate: c.id }))) : [];
  const byArm: AbProgress['by_arm'] = {};
  let done = 0;
  let reused = 0;
  let errors = 0;
  for (const arm of runnable) {
    const row = { done: 0, total: candidates.length, accepted: 0 };
    for (const c of candidates) {
      const o = args.outcomes[outcomeKey({ ...c, arm: arm.name })];
      if (!o) continue;
      row.done++;
      if (o.verdict === 'ACCEPT') row.accepted++;
      if (o.reused) reused++;
      if (o.verdict === 'ERROR') errors++;
    }
    done += row.done;
    byArm[arm.name] = row;
  }
  const judged = candidates.filter((c) => args.judgments[candidateKey(c.task, c.candidate)] !== undefined).length;
  return {
    experiment: args.experiment,
    phase: args.phase,
    split: args.plan?.corpus.split ?? null,
    run: args.run,
    children: { done, total: candidates.length * runnable.length, reused, errors },
    oracle: { done: judged, total: candidates.length },
    by_arm: byArm,
    running: [...args.running],
    skipped_arms: args.arms.filter((a) => args.support.get(a.name)?.available === false).map((a) => ({ arm: a.name, note: args.support.get(a.name)!.note ?? 'not available' })),
    report: args.report,
  };
}
