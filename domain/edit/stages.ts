// The inputs and outputs of the edit activities, shared by the activities, the workflow and the
// pure pipeline that sequences them (so tests and the A/B driver can run the same sequence).
import type { AdjudicationRecord, EditAblation, EditIntent, EditLogEntry, EditMode, LineHunk, RejectCode, Representation, ScopeClassification, ScopeLabel, Span } from './schemas.js';
import type { FileFacts } from './facts.js';
import type { RepresentationSelection } from './represent.js';
import type { ResolvedEntity } from './anchors.js';
import type { RepoRef } from '../schemas.js';
import type { z } from 'zod';

/** A git repository copied from the pre-edit snapshot; one commit per accepted edit. */
export interface EditWorkspace {
  id: string;
  dir: string;
  snapshotId: string;
  /** The snapshot commit: the diff base. */
  baseCommit: string;
}

export interface PrepareEditWorkspaceInput {
  repo: z.input<typeof RepoRef>;
  /** Names the workspace, so a retried or replayed call reuses it (the workflow id + run id). */
  runKey: string;
}

export interface ClassifyInput {
  workspace: EditWorkspace;
  /** The transaction base: the commit after the last accepted edit. */
  baseCommit: string;
  /** The intent with its live (refreshed) span. */
  intent: EditIntent;
  filesInChange: number;
  ablations: EditAblation[];
}

/** Everything (a) and (b) decided, and the facts (d) needs, computed on `baseCommit`. */
export interface EditPlan {
  classification: ScopeClassification;
  changeScope: ScopeLabel | null;
  scopeRule: string;
  lineExtent: number;
  anchor: { span: Span; how: 'span' | 'entity'; entities: ResolvedEntity[] };
  selection: RepresentationSelection;
  /** Pre-edit facts of the target file (entities, line owners). */
  facts: FileFacts;
  /** An entity body's own check: it parses as exactly the declared def/class (null for other content). */
  bodyCheck: { ok: boolean; reason: string | null } | null;
}

export type ClassifyOutput = ({ ok: true } & EditPlan) | { ok: false; code: RejectCode; reason: string; facts: FileFacts | null };

export interface AdjudicateInput {
  classification: ScopeClassification;
  candidates: Representation[];
  /** The ladder's own answer (used when the firing condition does not hold). */
  deterministic: Representation;
  intent: Pick<EditIntent, 'id' | 'description' | 'content'>;
}

export interface ApplyEditInput {
  workspace: EditWorkspace;
  baseCommit: string;
  seq: number;
  mode: EditMode;
  ablations: EditAblation[];
  /** edit10: the intent at its live span; raw: the intent exactly as declared. */
  intent: EditIntent;
  /** The span as the harness declared it (before any anchor refresh), for the log. */
  declaredSpan?: Span;
  /** The refreshed anchor of the intended change site (the instruments judge against it in both arms). */
  measureSpan: Span;
  filesInChange: number;
  /** edit10 only: the classification, representation and adjudication chosen before applying. */
  plan?: EditPlan;
  representation?: Representation;
  adjudication?: AdjudicationRecord | null;
}

export interface ApplyEditOutput {
  entry: EditLogEntry;
  /** The new head when the edit was committed, else null (the base is unchanged). */
  commit: string | null;
  /** Old → new line hunks of the committed change (for anchor refresh). */
  hunks: LineHunk[];
}

export interface RenderDiffInput {
  workspace: EditWorkspace;
  headCommit: string;
}

export interface RenderedDiff {
  diff: string;
  changedFiles: string[];
}
