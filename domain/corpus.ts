// The shared benchmark task format v1 (../shared/benchmark-format.md), as zod schemas.
import { z } from 'zod';
import { CHANGE_CLASSES, EnvironmentSpec, RunnerName } from './schemas.js';

/** `unknown`: an agent's patch whose kind nobody curated (imported predictions); its label, if any, says right or wrong. */
export const CANDIDATE_KINDS = ['correct', 'overfit', 'deletion', 'partial', 'regression', 'tamper', 'broken', 'noop', 'unknown'] as const;
export const CandidateKind = z.enum(CANDIDATE_KINDS);

const RelPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'must be a relative path inside the task');

export const TaskCandidate = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  patch: RelPath,
  kind: CandidateKind,
  /** null: no label (an imported prediction no results file covers); the oracle still judges it. */
  correct: z.boolean().nullable(),
  /** Which agents produced this exact patch (identical predictions are merged). */
  source: z.array(z.string()).optional(),
  /** Where the label comes from, e.g. `results:coder_results.json` (a published SWE-bench resolved list). */
  label_source: z.string().optional(),
});

export const Task = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  language: z.enum(['python', 'javascript', 'typescript']),
  issue: z.string(),
  test_command: z.array(z.string()).min(1).default(['python', '-m', 'pytest']),
  fail_to_pass: z.array(z.string()),
  pass_to_pass: z.array(z.string()),
  change_class: z.enum(CHANGE_CLASSES).nullable().default(null),
  candidates: z.array(TaskCandidate).min(1),
  environment: EnvironmentSpec.optional(),
  runner: RunnerName.default('pytest'),
  /** Files the task's test patch owns (SWE-bench): candidate edits to them are set aside, as the harness overwrites them. */
  test_patch_files: z.array(RelPath).default([]),
  oracle: z.object({
    gold_patch: RelPath,
    /** Hidden tests overlaid when judging; absent for tasks (SWE-bench) whose obligations are their F2P/P2P only. */
    tests_dir: RelPath.optional(),
    fail_to_pass: z.array(z.string()),
    pass_to_pass: z.array(z.string()),
  }),
});
export type Task = z.infer<typeof Task>;

export const CorpusIndex = z.object({
  name: z.string(),
  version: z.literal(1),
  tasks: z.array(z.string().regex(/^[A-Za-z0-9._-]+$/)),
});
export type CorpusIndex = z.infer<typeof CorpusIndex>;
