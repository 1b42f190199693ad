// The abExperiment workflow's input and result. `carried` is the compact state handed across
// continue-as-new (the plan, one outcome per child, one judgment per candidate). Pure.
import { z } from 'zod';
import { Arm } from './arms.js';
import { AbPlan } from './plan.js';
import { OracleJudgment, PackedOutcome } from './outcome.js';
import { SandboxTaskQueue } from '../schemas.js';

export const AbCarried = z
  .object({
    plan: AbPlan,
    outcomes: z.record(z.string(), PackedOutcome).describe('outcome key → packed outcome (domain/ab/outcome.ts)'),
    judgments: z.record(z.string(), OracleJudgment),
    runs: z.number().int().min(0),
    started_at: z.string(),
  })
  .strict();
export type AbCarried = z.infer<typeof AbCarried>;

export const AbExperimentInput = z
  .object({
    corpusDir: z.string().min(1).describe('absolute path of a corpus in the benchmark format'),
    outDir: z.string().min(1).describe('absolute folder for report.json, report.md, chart.svg'),
    split: z.string().nullable().default(null).describe('null: the held-out split when the corpus declares splits'),
    tasks: z.array(z.string()).default([]).describe('optional subset of the split'),
    arms: z.array(Arm).min(1),
    concurrency: z.number().int().min(1).max(16).default(2).describe('children and oracle judgments in flight at once'),
    jobsPerRun: z.number().int().min(1).max(5000).default(120).describe('continue-as-new after this many jobs (or when the server suggests it)'),
    fingerprint: z.string().nullable().default(null),
    carried: AbCarried.nullable().default(null),
    sandboxTaskQueue: SandboxTaskQueue.optional().describe('where the oracle\'s sandboxed runs go (default: the workflow\'s queue + "-sandbox"; the CLI sets it from PATCHGATE_SANDBOX_TASK_QUEUE)'),
  })
  .strict();
export type AbExperimentInput = z.input<typeof AbExperimentInput>;
export type AbExperimentParsed = z.infer<typeof AbExperimentInput>;
