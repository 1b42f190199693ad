// (a) Edit-scope classification (spec 10 §3.1): the fixed ladder, its exact predicates and
// line thresholds, tried widest first (first true rule wins), plus the at_unit_boundary flag.
// Deterministic over facts the edit_facts tool read from the AST; no model runs here.
import type { ScopeClassification, ScopeLabel, Span } from './schemas.js';
import type { SpanFacts } from './facts.js';

export const SCOPE_THRESHOLDS = {
  /** token_expression: ≤ 3 contiguous lines. */
  tokenMaxLines: 3,
  /** statement: ≤ 15 contiguous lines, ≤ 3 sibling statements. */
  statementMaxLines: 15,
  statementMaxSiblings: 3,
  /** function_entity: > 15 and ≤ 60 contiguous lines, ≤ 2 adjacent entities. */
  functionMaxLines: 60,
  functionMaxEntities: 2,
  /** file: ≥ 3 distinct top-level entities. */
  fileMinTopLevel: 3,
  /** at_unit_boundary: within ≤ 1 line of an enclosing entity boundary. */
  boundaryLines: 1,
} as const;

export interface ScopeInput {
  /** Files the intent's candidate change touches (from the request: the recon of the change). */
  filesInChange: number;
  span: Span;
  facts: SpanFacts;
  /** Lines of the innermost entity holding the whole span, or null at module level. */
  enclosingRange: [number, number] | null;
}

export type ScopeRule =
  | 'multi_file:>1 file'
  | 'file:whole file'
  | 'file:>=3 top-level entities'
  | 'function_entity:16-60 lines in <=2 adjacent entities'
  | 'function_entity:crosses a block boundary in one entity'
  | 'statement:<=15 lines, one block, <=3 siblings'
  | 'token_expression:single expression, <=3 lines'
  | 'gap:function_entity'
  | 'gap:file';

export interface ScopeDecision {
  scope: ScopeLabel;
  rule: ScopeRule;
  atUnitBoundary: boolean;
  lineExtent: number;
  /** For a multi_file change: the per-file label the decomposition (§3.2 rule 4) classifies. */
  perFile: { scope: Exclude<ScopeLabel, 'multi_file'>; rule: ScopeRule; atUnitBoundary: boolean } | null;
}

export function lineExtent(span: Span): number {
  return span[1] - span[0] + 1;
}

/** The five predicates of the §3.1 table, evaluated independently. */
export function scopePredicates(input: ScopeInput): Record<ScopeLabel, boolean> {
  const t = SCOPE_THRESHOLDS;
  const f = input.facts;
  const n = lineExtent(input.span);
  const owners = f.owners.length;
  const withinOne = owners <= 1;
  const withinTwoAdjacent = withinOne || (owners === t.functionMaxEntities && f.adjacent);
  // A change confined to one expression (no statement boundary crossed) of ≤ 3 lines.
  const tokenShape = f.single_expression && !f.crosses_block_boundary && n <= t.tokenMaxLines;
  return {
    multi_file: input.filesInChange > 1,
    file: f.whole_file || f.top_level.length >= t.fileMinTopLevel,
    function_entity: withinTwoAdjacent && ((n > t.statementMaxLines && n <= t.functionMaxLines) || (withinOne && f.crosses_block_boundary)),
    // The table lists `statement` before `token_expression` and every single-expression change
    // also stays in one block; read literally, token_expression could never be reached, yet
    // §5's phase-1 test requires it. A change touches statements (as units) only when it is
    // not confined to one expression, so the token shape is excluded here.
    statement: withinOne && !f.crosses_block_boundary && n <= t.statementMaxLines && f.siblings_touched <= t.statementMaxSiblings && !tokenShape,
    token_expression: tokenShape,
  };
}

function ladder(input: ScopeInput, includeMultiFile: boolean): { scope: ScopeLabel; rule: ScopeRule } {
  const p = scopePredicates(input);
  const f = input.facts;
  const n = lineExtent(input.span);
  if (includeMultiFile && p.multi_file) return { scope: 'multi_file', rule: 'multi_file:>1 file' };
  if (p.file) return { scope: 'file', rule: f.whole_file ? 'file:whole file' : 'file:>=3 top-level entities' };
  if (p.function_entity) {
    return {
      scope: 'function_entity',
      rule: n > SCOPE_THRESHOLDS.statementMaxLines ? 'function_entity:16-60 lines in <=2 adjacent entities' : 'function_entity:crosses a block boundary in one entity',
    };
  }
  if (p.statement) return { scope: 'statement', rule: 'statement:<=15 lines, one block, <=3 siblings' };
  if (p.token_expression) return { scope: 'token_expression', rule: 'token_expression:single expression, <=3 lines' };
  // The table leaves gaps (e.g. > 3 sibling statements in ≤ 15 lines, > 60 lines inside one
  // entity, a short change across two entities): escalate to the next wider label that bounds it.
  return n <= SCOPE_THRESHOLDS.functionMaxLines ? { scope: 'function_entity', rule: 'gap:function_entity' } : { scope: 'file', rule: 'gap:file' };
}

/** at_unit_boundary: a function_entity/statement change within ≤ 1 line of its entity's edge, or across two entities. */
export function atUnitBoundary(scope: ScopeLabel, input: ScopeInput): boolean {
  if (scope !== 'function_entity' && scope !== 'statement') return false;
  const f = input.facts;
  if (f.owners.length === 2 && f.adjacent) return true;
  if (!input.enclosingRange) return false;
  const [S, E] = input.enclosingRange;
  const [s, e] = input.span;
  return s - S <= SCOPE_THRESHOLDS.boundaryLines || E - e <= SCOPE_THRESHOLDS.boundaryLines;
}

/** Classify onto the ladder; a multi_file change is decomposed and its per-file label kept. */
export function decideScope(input: ScopeInput): ScopeDecision {
  const top = ladder(input, true);
  const n = lineExtent(input.span);
  if (top.scope === 'multi_file') {
    const per = ladder(input, false) as { scope: Exclude<ScopeLabel, 'multi_file'>; rule: ScopeRule };
    return { scope: 'multi_file', rule: top.rule, atUnitBoundary: false, lineExtent: n, perFile: { ...per, atUnitBoundary: atUnitBoundary(per.scope, input) } };
  }
  return { scope: top.scope, rule: top.rule, atUnitBoundary: atUnitBoundary(top.scope, input), lineExtent: n, perFile: null };
}

/** The exact §3.1 output for one (per-file) edit; `file` is absolute within the repository root. */
export function toClassification(args: { scope: ScopeLabel; atUnitBoundary: boolean; entities: string[]; file: string; span: Span }): ScopeClassification {
  return {
    scope: args.scope,
    entity: args.entities.join(', '),
    file: `/${args.file}`,
    span: [args.span[0], args.span[1]],
    at_unit_boundary: args.atUnitBoundary,
  };
}
