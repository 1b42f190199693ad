// The shared benchmark task format v1 (../shared/benchmark-format.md), as zod schemas.
import { z } from 'zod';
import { CHANGE_CLASSES } from './schemas.js';

export const CANDIDATE_KINDS = ['correct', 'overfit', 'deletion', 'partial', 'regression', 'tamper', 'broken', 'noop'] as const;
export const CandidateKind = z.enum(CANDIDATE_KINDS);

const RelPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'must be a relative path inside the task');

export const TaskCandidate = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  patch: RelPath,
  kind: CandidateKind,
  correct: z.boolean(),
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
  oracle: z.object({
    gold_patch: RelPath,
    tests_dir: RelPath,
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
