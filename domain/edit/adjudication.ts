// §4 representation adjudication — the ONE L entry of the write path, as pure parts: the firing
// condition, the prompt (assembled deterministically, in the spec's order: scope,
// candidate_representations, edit_intent), the caps, and the reading of the reply. Any failure
// falls back to search_replace; there is never a second call.
import type { EditContent, Representation, ScopeClassification } from './schemas.js';

export const ADJUDICATION_STAGE = 'edit_adjudication';
export const ADJUDICATION_MAX_TOKENS = 256;
export const ADJUDICATION_SCHEMA_NAME = 'RepresentationChoice';
export const ADJUDICATION_FALLBACK: Representation = 'search_replace';
/** The edit_intent is sent "in brief": bounded so one edit cannot bloat the prompt. */
export const INTENT_BRIEF_CHARS = 2000;

/** Fires iff (a) flagged at_unit_boundary and (b) left two or more viable representations. */
export function shouldAdjudicate(classification: ScopeClassification, ambiguousSet: Representation[]): boolean {
  return classification.at_unit_boundary && new Set(ambiguousSet).size >= 2;
}

export interface IntentBrief {
  id: string;
  description: string;
  content: EditContent;
}

function briefOf(intent: IntentBrief): { text: string; truncated: boolean } {
  const c = intent.content;
  const shape =
    c.kind === 'search_replace'
      ? `${c.blocks.length} search/replace block(s); first search:\n${c.blocks[0]!.search}\nfirst replace:\n${c.blocks[0]!.replace}`
      : c.kind === 'entity_body'
        ? `a complete new body of the entity:\n${c.source}`
        : `a bounded replacement of the span's lines:\n${c.text}`;
  const full = `${intent.description.trim() || '(no description)'}\n\n${shape}`;
  return full.length > INTENT_BRIEF_CHARS ? { text: `${full.slice(0, INTENT_BRIEF_CHARS)}\n[truncated]`, truncated: true } : { text: full, truncated: false };
}

export const ADJUDICATION_SYSTEM = [
  'You choose how a code edit is applied to a Python file. The harness applies it; you never write code.',
  'Representations: "search_replace" = exact-match search/replace over the change span;',
  '"ast_transform" = locate the named function/class in the parsed AST and transform only its source;',
  '"bounded_rewrite" = replace the whole entity with a complete new version.',
  'Choose the one of the candidate representations that applies this change most reliably without touching anything outside it.',
  'Answer with JSON only: {"representation": "<one of the candidates>"}.',
].join('\n');

export function adjudicationPrompt(args: { classification: ScopeClassification; candidates: Representation[]; intent: IntentBrief }): {
  system: string;
  user: string;
  truncated: boolean;
} {
  const brief = briefOf(args.intent);
  // The spec's order, verbatim: scope, candidate_representations, edit_intent.
  const user = JSON.stringify(
    {
      scope: args.classification,
      candidate_representations: args.candidates,
      edit_intent: brief.text,
    },
    null,
    2,
  );
  return { system: ADJUDICATION_SYSTEM, user, truncated: brief.truncated };
}

/** A valid in-set choice passes through; anything else is the deterministic fallback. */
export function readChoice(value: { representation: Representation } | null, candidates: Representation[]): { representation: Representation; fallback: boolean } {
  if (value && candidates.includes(value.representation)) return { representation: value.representation, fallback: false };
  return { representation: ADJUDICATION_FALLBACK, fallback: true };
}
