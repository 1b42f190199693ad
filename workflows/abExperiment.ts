// abExperiment: the A/B protocol of spec 18 §7 (and spec 22 §9 / spec 10 §7 arms) over a corpus
// in the benchmark format. One acceptPatch child per task × candidate × arm, one oracle
// judgment per task × candidate, a bounded number in flight, continue-as-new carrying only the
// compact outcomes. Child ids are deterministic (`${parentId}/${task}/${candidate}/${arm}`):
// a rerun of the same experiment id finds each finished child and reads its result instead of
// running the gate again. Children are terminated if the parent closes (no orphans), and the
// parent drains its children before it continues as new.
import {
  ParentClosePolicy,
  WorkflowIdReusePolicy,
  continueAsNew,
  defineQuery,
  setCurrentDetails,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities/index.js';
import { acceptPatch } from './acceptPatch.js';
import { AcceptRequest } from '../domain/schemas.js';
import type { AcceptanceResult } from '../domain/record.js';
import { ErrorType, parseOrBadRequest } from '../domain/errors.js';
import { SA } from '../domain/searchAttributes.js';
import { armSupport } from '../domain/ab/arms.js';
import type { Arm } from '../domain/ab/arms.js';
import { AbExperimentInput } from '../domain/ab/experiment.js';
import { childWorkflowId, computeProgress, planJobs } from '../domain/ab/plan.js';
import type { AbPlan, AbProgress, Job } from '../domain/ab/plan.js';
import { compactOutcome, errorOutcome, packOutcome, packedStatus, slimJudgment, unjudged } from '../domain/ab/outcome.js';
import type { OracleJudgment, PackedOutcome } from '../domain/ab/outcome.js';
import type { AbSummary } from '../domain/ab/report.js';
import { abPolicies, childSandboxQueue } from './policies.js';

/** Progress of the experiment, for `patchgate ab` and the UI. */
export const abProgressQuery = defineQuery<AbProgress>('abExperiment.progress');

function message(e: unknown): string {
  let cur: unknown = e;
  const parts: string[] = [];
  for (let i = 0; i < 4 && cur instanceof Error; i++) {
    if (cur.message && !parts.includes(cur.message)) parts.push(cur.message);
    cur = (cur as { cause?: unknown }).cause;
  }
  return parts.join(': ') || String(e);
}

/** Run the experiment; returns the decision and where the report was written. Safe to rerun with the same id. */
export async function abExperiment(raw: AbExperimentInput): Promise<AbSummary> {
  const input = parseOrBadRequest(AbExperimentInput, raw, 'abExperiment input');
  // the oracle runs repository code: it is scheduled on the sandbox queue
  const { oracle, files, lookup } = abPolicies(childSandboxQueue(input.sandboxTaskQueue));
  const parentId = workflowInfo().workflowId;
  const requestKeys = Object.keys(AcceptRequest.shape);
  const support = new Map(input.arms.map((a) => [a.name, armSupport(a, requestKeys)] as const));
  const runnable = input.arms.filter((a) => support.get(a.name)!.available);

  let plan: AbPlan | null = input.carried?.plan ?? null;
  const outcomes: Record<string, PackedOutcome> = { ...(input.carried?.outcomes ?? {}) };
  const judgments: Record<string, OracleJudgment> = { ...(input.carried?.judgments ?? {}) };
  const runs = input.carried?.runs ?? 0;
  const startedAt = input.carried?.started_at ?? new Date().toISOString();
  const running = new Set<string>();
  let phase: AbProgress['phase'] = 'planning';
  let reportPath: string | null = null;

  const progress = (): AbProgress =>
    computeProgress({
      experiment: parentId,
      phase,
      plan,
      arms: input.arms,
      support,
      run: runs,
      outcomes: Object.fromEntries(Object.entries(outcomes).map(([k, p]) => [k, packedStatus(p)])),
      judgments,
      running,
      report: reportPath,
    });
  setHandler(abProgressQuery, progress);
  const showProgress = () => {
    const p = progress();
    setCurrentDetails(
      [
        `**A/B experiment** · split ${p.split ?? '?'} · ${p.phase}`,
        '',
        `children ${p.children.done}/${p.children.total} (reused ${p.children.reused}, errors ${p.children.errors}) · oracle ${p.oracle.done}/${p.oracle.total} · run ${p.run}`,
        '',
        ...Object.entries(p.by_arm).map(([a, r]) => `- ${a}: ${r.done}/${r.total} (${r.accepted} ACCEPT)`),
        ...p.skipped_arms.map((s) => `- ${s.arm}: ${s.note}`),
      ].join('\n'),
    );
  };

  if (!plan) {
    plan = await files.loadAbPlan.executeWithOptions({ summary: `load corpus ${input.corpusDir}` }, [
      { corpusDir: input.corpusDir, split: input.split, tasks: input.tasks },
    ]);
  }
  phase = 'running';
  showProgress();

  const judge = async (j: Extract<Job, { kind: 'judge' }>) => {
    try {
      const judgment = await oracle.judgeCandidate.executeWithOptions({ summary: `oracle: ${j.task} / ${j.candidate}` }, [
        { taskDir: j.taskDir, candidateId: j.candidate },
      ]);
      judgments[j.key] = slimJudgment(judgment);
    } catch (e) {
      judgments[j.key] = unjudged(j.task, j.candidate, `the oracle failed: ${message(e)}`);
    }
  };

  const decide = async (j: Extract<Job, { kind: 'child' }>) => {
    const key = { task: j.task, candidate: j.candidate, arm: j.arm.name };
    const workflowId = childWorkflowId(parentId, j.task, j.candidate, j.arm.name);
    let request;
    try {
      request = await files.buildGateRequest.executeWithOptions({ summary: `request: ${j.task} / ${j.candidate} [${j.arm.name}]` }, [
        { taskDir: j.taskDir, candidateId: j.candidate, arm: j.arm, label: `${j.task}/${j.candidate} [${j.arm.name}]` },
      ]);
    } catch (e) {
      outcomes[j.key] = packOutcome(errorOutcome(key, { workflowId, runId: null, reused: false }, `cannot build the request: ${message(e)}`));
      return;
    }
    // Two attempts: the second only when an earlier run's child closed without a result.
    for (let attempt = 0; attempt < 2; attempt++) {
      let runId: string | null = null;
      try {
        const child = await startChild(acceptPatch, {
          workflowId,
          args: [request],
          workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
          parentClosePolicy: ParentClosePolicy.TERMINATE,
          staticSummary: `${j.arm.name}: ${j.task} / ${j.candidate}`.slice(0, 190),
          typedSearchAttributes: [
            { key: SA.mode, value: j.arm.mode },
            { key: SA.task, value: j.task },
          ],
        });
        runId = child.firstExecutionRunId;
        const result: AcceptanceResult = await child.result();
        outcomes[j.key] = packOutcome(compactOutcome(key, result, { workflowId, runId, reused: false }));
        return;
      } catch (e) {
        if (e instanceof WorkflowExecutionAlreadyStartedError) {
          const found = await lookup.fetchAbChildResult.executeWithOptions({ summary: `reuse finished child ${j.task} / ${j.candidate} [${j.arm.name}]` }, [
            { workflowId },
          ]);
          if (found.status === 'completed') {
            outcomes[j.key] = packOutcome(compactOutcome(key, found.result, { workflowId, runId: found.runId, reused: true }));
            return;
          }
          if (attempt === 0) continue;
          outcomes[j.key] = packOutcome(errorOutcome(key, { workflowId, runId: found.runId, reused: true }, found.detail));
          return;
        }
        outcomes[j.key] = packOutcome(errorOutcome(key, { workflowId, runId, reused: false }, message(e)));
        return;
      }
    }
  };

  const pending: Job[] = planJobs(plan, runnable).filter((j) => (j.kind === 'judge' ? !(j.key in judgments) : !(j.key in outcomes)));
  let startedHere = 0;
  // Stop taking jobs once this run's history budget is spent; the lanes drain what is in flight.
  const next = (): Job | undefined => {
    if (startedHere >= input.jobsPerRun || workflowInfo().continueAsNewSuggested) return undefined;
    const j = pending.shift();
    if (j) startedHere++;
    return j;
  };
  const lane = async () => {
    for (let j = next(); j; j = next()) {
      running.add(j.key);
      try {
        if (j.kind === 'judge') await judge(j);
        else await decide(j);
      } finally {
        running.delete(j.key);
        showProgress();
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, lane));

  if (pending.length > 0) {
    return await continueAsNew<typeof abExperiment>({
      ...input,
      carried: { plan, outcomes, judgments, runs: runs + 1, started_at: startedAt },
    });
  }

  phase = 'reporting';
  showProgress();
  const summary = await files.writeAbReport.executeWithOptions({ summary: `write the report to ${input.outDir}` }, [
    {
      outDir: input.outDir,
      experimentId: parentId,
      plan,
      arms: input.arms as Arm[],
      support: Object.fromEntries(support),
      outcomes,
      judgments,
      startedAt,
      runs,
      concurrency: input.concurrency,
      fingerprint: input.fingerprint,
    },
  ]);
  reportPath = summary.files.json;
  phase = 'done';
  showProgress();
  setCurrentDetails(`**A/B experiment: ${summary.decision.outcome}** (${summary.decision.rule}) · split ${summary.split}\n\nreport: ${summary.files.markdown}`);
  return summary;
}
