// Boundary schemas of the spec-10 editing mechanism (the write path): the edit intents a
// harness sends, the request and result of `applyEdits`, the exact §3.1 scope classification
// and the edit log. Pure: the workflow bundle imports it.
import { z } from 'zod';
import { RepoRef, SandboxTaskQueue } from '../schemas.js';

/** The §3.1 scope ladder, widest first (the order its predicates are tried in). */
export const SCOPE_LABELS = ['multi_file', 'file', 'function_entity', 'statement', 'token_expression'] as const;
export const ScopeLabel = z.enum(SCOPE_LABELS);
export type ScopeLabel = z.infer<typeof ScopeLabel>;

/** The §3.2 representation ladder, lowest complexity first. */
export const REPRESENTATIONS = ['search_replace', 'ast_transform', 'bounded_rewrite'] as const;
export const Representation = z.enum(REPRESENTATIONS);
export type Representation = z.infer<typeof Representation>;

/** `EDIT=edit10|raw` (spec 10 §8): the gated write path, or the ungated raw-edit baseline. */
export const EDIT_MODES = ['edit10', 'raw'] as const;
export const EditMode = z.enum(EDIT_MODES);
export type EditMode = z.infer<typeof EditMode>;

/**
 * The §7.5 ablations, set per A/B arm: drop the lint gate, drop the collateral check, force the
 * ladder to one representation, never adjudicate (take the deterministic tie-break).
 */
export const EDIT_ABLATIONS = ['no_lint_gate', 'no_collateral_check', 'force_bounded_rewrite', 'force_search_replace', 'no_adjudication'] as const;
export const EditAblation = z.enum(EDIT_ABLATIONS);
export type EditAblation = z.infer<typeof EditAblation>;

/** The flag alone selects the arm; unset means the current (raw) path, as spec 10 §8 says. */
export function editModeFromEnv(env: Record<string, string | undefined>): EditMode {
  const v = env.EDIT?.trim();
  if (v === undefined || v === '') return 'raw';
  const parsed = EditMode.safeParse(v);
  if (!parsed.success) throw new Error(`EDIT must be edit10 or raw, got ${JSON.stringify(v)}`);
  return parsed.data;
}

/** A repository-relative Python file: no absolute paths, no traversal, never into .git. */
export const RepoPyPath = z
  .string()
  .min(4)
  .max(500)
  .refine((p) => !p.startsWith('/') && !p.startsWith('-'), 'a file must be a relative path inside the repository')
  .refine((p) => !p.split('/').some((part) => part === '..' || part === '.git' || part === ''), 'no "..", ".git" or empty path parts')
  .refine((p) => !/[\0\r\n\\]/.test(p), 'no control characters or backslashes in a path')
  .refine((p) => p.endsWith('.py'), 'Round 1 edits Python files only (the stdlib ast is the parser)');

/** `<file>` = the whole file, `<module>` = module-level statements, else a dotted qualified name. */
export const EntityName = z
  .string()
  .max(300)
  .regex(/^(<file>|<module>|[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)$/, 'an entity is <file>, <module> or a dotted qualified name');

/** `[start_line, end_line]`, 1-based and inclusive. */
export const Span = z
  .tuple([z.number().int().min(1), z.number().int().min(1)])
  .refine(([a, b]) => a <= b, 'span start must not exceed its end');
export type Span = [number, number];

export const SearchReplaceBlock = z.object({
  search: z.string().min(1).max(64 * 1024),
  replace: z.string().max(64 * 1024),
});
export type SearchReplaceBlock = z.infer<typeof SearchReplaceBlock>;

/** What the model emitted: search/replace blocks, a new entity body, or a bounded replacement. */
export const EditContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search_replace'), blocks: z.array(SearchReplaceBlock).min(1).max(50) }),
  z.object({
    kind: z.literal('entity_body'),
    /** The complete new source of the declared entity (decorators, signature, body), any indentation. */
    source: z.string().min(1).max(256 * 1024),
  }),
  z.object({
    kind: z.literal('bounded_replacement'),
    /** The new text of the declared span's lines (all of them). */
    text: z.string().max(256 * 1024),
  }),
]);
export type EditContent = z.infer<typeof EditContent>;
export type ContentKind = EditContent['kind'];

/** One edit intent from component 09: where (file, entity, span) and what (content). */
export const EditIntent = z.object({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  /** Intents sharing a change id form one candidate change (default: the whole request). */
  change: z.string().max(100).optional(),
  file: RepoPyPath,
  /** The declared entity, or the ≤ N entities the change touches. */
  entity: z.union([EntityName, z.array(EntityName).min(1).max(10)]),
  span: Span,
  content: EditContent,
  /** The semantic intent in brief; the adjudication prompt's `edit_intent`. */
  description: z.string().max(4000).default(''),
});
export type EditIntent = z.infer<typeof EditIntent>;
export type EditIntentInput = z.input<typeof EditIntent>;

export function declaredEntities(intent: Pick<EditIntent, 'entity'>): string[] {
  const list = Array.isArray(intent.entity) ? intent.entity : [intent.entity];
  return [...new Set(list)];
}

/** The request that starts `applyEdits`. */
export const EditRequest = z
  .object({
    repo: RepoRef,
    intents: z.array(EditIntent).min(1).max(200),
    mode: EditMode.default('raw'),
    ablations: z.array(EditAblation).default([]),
    label: z.string().max(200).optional(),
    sandboxTaskQueue: SandboxTaskQueue.optional().describe('where the sandboxed activities go (default: the workflow\'s queue + "-sandbox")'),
  })
  .refine((r) => new Set(r.intents.map((i) => i.id)).size === r.intents.length, 'intent ids must be unique');
export type EditRequest = z.infer<typeof EditRequest>;
export type EditRequestInput = z.input<typeof EditRequest>;

/** Spec 10 §3.1's output schema, exactly (file: absolute within the repository root). */
export const ScopeClassification = z
  .object({
    scope: ScopeLabel,
    entity: z.string(),
    file: z.string(),
    span: z.tuple([z.number().int(), z.number().int()]),
    at_unit_boundary: z.boolean(),
  })
  .strict();
export type ScopeClassification = z.infer<typeof ScopeClassification>;

/** The §4 output schema, exactly: one enumerated value. */
export const AdjudicationChoice = z.object({ representation: Representation }).strict();
export type AdjudicationChoice = z.infer<typeof AdjudicationChoice>;

/** Where an edit was stopped; every rejection names its stage (§3.5, §3.6). */
export const REJECT_STAGES = ['classify', 'uniqueness', 'apply', 'parse', 'lint', 'collateral'] as const;
export const RejectStage = z.enum(REJECT_STAGES);
export type RejectStage = z.infer<typeof RejectStage>;

export const REJECT_CODES = [
  'file-missing',
  'pre-edit-parse-error',
  'span-out-of-range',
  'entity-not-found',
  'stale-anchor',
  'no-match',
  'multiple-matches',
  'invalid-entity-body',
  'unsupported-representation',
  'no-op',
  'parse-error',
  'lint-error',
  'collateral-bleed',
] as const;
export const RejectCode = z.enum(REJECT_CODES);
export type RejectCode = z.infer<typeof RejectCode>;

export const LineHunk = z.object({
  /** Old lines [oldStart, oldStart + oldLines - 1] became new lines [newStart, newStart + newLines - 1]. */
  oldStart: z.number().int().min(1),
  oldLines: z.number().int().min(0),
  newStart: z.number().int().min(1),
  newLines: z.number().int().min(0),
});
export type LineHunk = z.infer<typeof LineHunk>;

export const AdjudicationRecord = z.object({
  /** Whether the ladder left a genuine ambiguity (the firing condition of §4). */
  ambiguous: z.boolean(),
  /** Whether the one call was made. */
  fired: z.boolean(),
  candidates: z.array(Representation),
  choice: Representation.nullable(),
  /** The call failed, was unparseable or out of set, or no model is configured: search_replace. */
  fallback: z.boolean(),
  status: z.string().nullable(),
  error: z.string().nullable(),
  model: z.string().nullable(),
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  costUsd: z.number().min(0),
  latencyMs: z.number().min(0),
});
export type AdjudicationRecord = z.infer<typeof AdjudicationRecord>;

/** What the instruments saw, in both arms, by the same code (§7.1, §7.2). */
export const EditMeasure = z.object({
  /** The edit's bytes reached the repository (committed). */
  landed: z.boolean(),
  parses: z.boolean().nullable(),
  lintClean: z.boolean().nullable(),
  /** The landed diff stays inside the declared entity and span (null when nothing landed). */
  inScope: z.boolean().nullable(),
  bleed: z.array(z.string()),
});
export type EditMeasure = z.infer<typeof EditMeasure>;

/** One edit log line: diffable, one per intent, in request order. */
export const EditLogEntry = z.object({
  seq: z.number().int().min(0),
  intentId: z.string(),
  file: z.string(),
  mode: EditMode,
  /** Whether the gates were applied (edit10) or only observed (raw). */
  gated: z.boolean(),
  /** multi_file when the intent's change spans files (then decomposed per file). */
  changeScope: ScopeLabel.nullable(),
  classification: ScopeClassification.nullable(),
  /** Which ladder predicate produced the scope label. */
  scopeRule: z.string().nullable(),
  contentKind: z.enum(['search_replace', 'entity_body', 'bounded_replacement']),
  representation: Representation.nullable(),
  adjudication: AdjudicationRecord.nullable(),
  anchor: z.object({
    declared: z.tuple([z.number().int(), z.number().int()]),
    /** After anchor refresh through the earlier commits (edit10; raw keeps the declared span). */
    live: z.tuple([z.number().int(), z.number().int()]),
    /** Where the change was bound: the live span, or re-resolved inside the declared entity. */
    resolved: z.tuple([z.number().int(), z.number().int()]).nullable(),
    how: z.enum(['span', 'entity', 'declared-lines', 'first-occurrence', 'fuzzy-occurrence', 'none']),
  }),
  status: z.enum(['applied', 'rejected']),
  stage: RejectStage.nullable(),
  code: RejectCode.nullable(),
  reason: z.string().nullable(),
  commit: z.string().nullable(),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  measure: EditMeasure,
});
export type EditLogEntry = z.infer<typeof EditLogEntry>;

export const LlmUsage = z.object({
  calls: z.number().int().min(0),
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  costUsd: z.number().min(0),
});
export type LlmUsage = z.infer<typeof LlmUsage>;

/** What `applyEdits` returns: the developer-facing diff (made by patchgate) and the edit log. */
export const ApplyEditsResult = z.object({
  mode: EditMode,
  ablations: z.array(EditAblation),
  snapshotId: z.string(),
  /** The edit workspace (a git repository: one commit per accepted edit, for the audit). */
  workspaceId: z.string(),
  workspaceDir: z.string(),
  baseCommit: z.string(),
  headCommit: z.string(),
  /** `git diff` of the snapshot against the last accepted edit (a/ b/ paths); '' when none landed. */
  diff: z.string(),
  changedFiles: z.array(z.string()),
  applied: z.array(z.string()),
  rejected: z.array(z.object({ intentId: z.string(), stage: RejectStage.nullable(), code: RejectCode.nullable(), reason: z.string() })),
  log: z.array(EditLogEntry),
  llm: LlmUsage,
});
export type ApplyEditsResult = z.infer<typeof ApplyEditsResult>;
