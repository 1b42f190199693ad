// (b) Edit-representation selection (spec 10 §3.2): the lowest-complexity representation able
// to express the classified scope. search_replace by default; ast_transform for
// function_entity/file scope where Python's ast supports the entity; bounded_rewrite only for a
// genuinely pervasive change (> 40 lines, or the entity's skeleton changes), never for a
// localized edit. The one case left open is the §4 ambiguity (at_unit_boundary with two viable
// representations); everywhere else the ladder's answer is final and no model runs.
import type { ContentKind, EditAblation, Representation, ScopeLabel } from './schemas.js';

export const BOUNDED_REWRITE_MIN_LINES = 41; // "a span > 40 contiguous lines"

export interface RepresentationInput {
  /** The per-file scope (multi_file is decomposed before this step). */
  scope: Exclude<ScopeLabel, 'multi_file'>;
  atUnitBoundary: boolean;
  contentKind: ContentKind;
  /** Every declared entity is a named def/class the stdlib ast located (Round 1: Python only). */
  entitySupported: boolean;
  lineExtent: number;
  /** The new entity's signature or block structure differs from the current one. */
  skeletonChanged: boolean;
  ablations?: EditAblation[];
}

export interface RepresentationSelection {
  representation: Representation;
  /** Every representation able to express this change at this scope. */
  viable: Representation[];
  /** §4 firing condition: at_unit_boundary and the ladder left two viable choices. */
  ambiguous: boolean;
  ambiguousSet: Representation[];
  pervasive: boolean;
  reason: string;
}

export function isLocalized(scope: ScopeLabel): boolean {
  return scope === 'token_expression' || scope === 'statement';
}

export function selectRepresentation(input: RepresentationInput): RepresentationSelection {
  const structural = input.scope === 'function_entity' || input.scope === 'file';
  const pervasive = structural && (input.lineExtent >= BOUNDED_REWRITE_MIN_LINES || input.skeletonChanged);
  // search_replace can always be used: blocks natively, other content by deriving the exact
  // search text from the current file (the harness derives it, the model never does).
  const srNative = input.contentKind === 'search_replace';
  const astViable = structural && input.entitySupported && input.contentKind !== 'bounded_replacement';
  const boundedViable = pervasive && input.contentKind !== 'search_replace';
  const viable: Representation[] = ['search_replace'];
  if (astViable) viable.push('ast_transform');
  if (boundedViable) viable.push('bounded_rewrite');
  const ablations = input.ablations ?? [];
  const pick = (representation: Representation, reason: string, ambiguousSet: Representation[] = []): RepresentationSelection => ({
    representation,
    viable,
    ambiguous: ambiguousSet.length >= 2,
    ambiguousSet,
    pervasive,
    reason,
  });
  if (ablations.includes('force_search_replace')) return pick('search_replace', 'ablation: force_search_replace');
  if (ablations.includes('force_bounded_rewrite') && input.contentKind !== 'search_replace') return pick('bounded_rewrite', 'ablation: force_bounded_rewrite');
  if (!structural) return pick('search_replace', `${input.scope}: search/replace over the exact-match span (rule 1)`);
  if (boundedViable) {
    const why = input.lineExtent >= BOUNDED_REWRITE_MIN_LINES ? `${input.lineExtent} lines > 40` : 'the entity skeleton changes';
    return pick('bounded_rewrite', `${input.scope}: pervasive (${why}), bounded rewrite (rule 3)`, input.atUnitBoundary && astViable ? ['ast_transform', 'bounded_rewrite'] : []);
  }
  if (astViable) {
    return pick('ast_transform', `${input.scope}: ast supports the entity, entity transform (rule 2)`, input.atUnitBoundary && srNative ? ['search_replace', 'ast_transform'] : []);
  }
  return pick('search_replace', `${input.scope}: no parser-supported entity, search/replace (rule 1)`);
}
