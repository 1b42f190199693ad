// The edit-intent corpus format (bench/edits/, documented in bench/edits/README.md): cases of
// edit intents over real Python code, each intent with its expected outcome in both arms.
import { z } from 'zod';
import { EditIntent, REJECT_CODES, REJECT_STAGES, Representation, ScopeLabel } from './schemas.js';
import type { EditLogEntry } from './schemas.js';

/** The perturbations weak models produce (plus the clean real change as `none`). */
export const PERTURBATIONS = [
  'none',
  'whitespace_drift',
  'stale_line_numbers',
  'ambiguous_search',
  'over_wide_rewrite',
  'wrong_occurrence',
  'syntax_error',
  'lint_error',
  'hallucinated_search',
] as const;
export const Perturbation = z.enum(PERTURBATIONS);
export type Perturbation = z.infer<typeof Perturbation>;

/** How the raw arm's edit ends, by the §7 instruments. */
export const RAW_OUTCOMES = ['clean', 'collateral', 'broken', 'not_landed'] as const;
export const RawOutcome = z.enum(RAW_OUTCOMES);
export type RawOutcome = z.infer<typeof RawOutcome>;

export const EditExpectation = z.object({
  /** The per-file scope label edit10 classifies (null when the intent cannot be bound). */
  scope: ScopeLabel.nullable(),
  changeScope: z.literal('multi_file').optional(),
  /** The representation edit10 applies with no model configured (null when rejected before choosing). */
  representation: Representation.nullable(),
  /** Whether the §4 adjudication's firing condition holds for this intent. */
  ambiguous: z.boolean().default(false),
  edit10: z.object({
    outcome: z.enum(['applied', 'rejected']),
    stage: z.enum(REJECT_STAGES).optional(),
    code: z.enum(REJECT_CODES).optional(),
  }),
  raw: RawOutcome,
  /** Why this is the right outcome (the case's claim, in words). */
  why: z.string().min(1),
});
export type EditExpectation = z.infer<typeof EditExpectation>;

export const EditCase = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,100}$/),
    description: z.string().min(1),
    origin: z.object({
      kind: z.enum(['real_change', 'real_code_change', 'perturbation']),
      /** Where the change comes from (a gold diff path, an upstream issue, or the perturbed case). */
      source: z.string().min(1),
    }),
    perturbations: z.array(Perturbation).min(1),
    /** Base repository, relative to bench/edits/. */
    repo: z.string().regex(/^repos\/[a-z0-9_-]+$/),
    intents: z.array(EditIntent).min(1),
    expect: z.record(z.string(), EditExpectation),
  })
  .refine((c) => c.intents.every((i) => c.expect[i.id] !== undefined), 'every intent needs an expectation')
  .refine((c) => Object.keys(c.expect).every((k) => c.intents.some((i) => i.id === k)), 'an expectation names an unknown intent')
  .refine((c) => new Set(c.intents.map((i) => i.id)).size === c.intents.length, 'intent ids must be unique');
export type EditCase = z.infer<typeof EditCase>;

export const EditCorpusIndex = z.object({
  name: z.string(),
  version: z.literal(1),
  cases: z.array(z.string()).min(1),
});
export type EditCorpusIndex = z.infer<typeof EditCorpusIndex>;

/** The raw arm's outcome of one log entry: not landed, broken (parse/lint), collateral, or clean. */
export function rawOutcomeOf(e: EditLogEntry): RawOutcome {
  const m = e.measure;
  if (!m.landed) return 'not_landed';
  if (m.parses !== true || m.lintClean !== true) return 'broken';
  if (m.inScope !== true) return 'collateral';
  return 'clean';
}
