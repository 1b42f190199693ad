// Anchors (spec 10 §3.1 step 1, §3.7): resolving an intent's declared span and entity against
// the file's AST, and refreshing every live anchor through each committed edit so no later
// edit addresses stale coordinates. Line numbers are the weakest anchor; entity names are
// re-resolved in the current AST every time.
import type { EditContent, LineHunk, RejectCode, Span } from './schemas.js';
import type { FileFacts } from './facts.js';
import { MODULE, WHOLE_FILE, entityRange } from './facts.js';
import { lineRangeOffsets, lineAt, occurrences, splitLines, detectEol, toEol } from './text.js';

export interface ResolvedEntity {
  name: string;
  range: [number, number];
}

export type AnchorResolution =
  | { ok: true; span: Span; how: 'span' | 'entity'; entities: ResolvedEntity[]; created: string[] }
  | { ok: false; code: RejectCode; reason: string };

/**
 * The declared entities' line ranges in the current AST. A declared name the file does not
 * have yet is an entity the edit creates (e.g. a new helper function): allowed only beside at
 * least one existing anchor and never for an entity body (which replaces an existing entity).
 */
export function resolveEntities(facts: FileFacts, declared: string[], allowCreate: boolean): { entities: ResolvedEntity[]; created: string[] } | string {
  const entities: ResolvedEntity[] = [];
  const created: string[] = [];
  for (const name of declared) {
    const range = entityRange(facts, name);
    if (range) entities.push({ name, range });
    else if (allowCreate) created.push(name);
    else return name;
  }
  if (entities.length === 0) return created[0] ?? '(none)';
  return { entities, created };
}

function insideAny(s: number, e: number, ranges: [number, number][]): boolean {
  for (let ln = s; ln <= e; ln++) if (!ranges.some(([a, b]) => a <= ln && ln <= b)) return false;
  return true;
}

/**
 * Bind the intent to the current file: entity bodies bind to their entity by name; search
 * blocks bind to the live span when they occur there, else to their unique occurrence inside
 * the declared entity (a stale line number re-anchored structurally); bounded replacements
 * carry no text to re-find, so their span must lie inside the declared entity or contain it whole.
 */
export function resolveAnchor(input: { text: string; facts: FileFacts; declared: string[]; span: Span; content: EditContent }): AnchorResolution {
  const { text, facts, declared, span, content } = input;
  const resolved = resolveEntities(facts, declared, content.kind !== 'entity_body');
  if (typeof resolved === 'string') {
    return { ok: false, code: 'entity-not-found', reason: `declared entity ${resolved} does not exist in the file` };
  }
  const { entities, created } = resolved;
  const n = facts.line_count;
  const ranges = entities.map((e) => e.range);
  if (content.kind === 'entity_body') {
    const named = entities.filter((e) => e.name !== WHOLE_FILE && e.name !== MODULE);
    if (named.length !== 1 || entities.length !== 1) {
      return { ok: false, code: 'invalid-entity-body', reason: 'an entity body replaces exactly one named def/class (declare that one entity)' };
    }
    return { ok: true, span: named[0]!.range, how: 'entity', entities, created };
  }
  if (content.kind === 'bounded_replacement') {
    if (span[0] > n || span[1] > n) return { ok: false, code: 'span-out-of-range', reason: `span [${span[0]}, ${span[1]}] lies past the end of the file (${n} lines)` };
    // Inside the declared entity, or wider than a whole declared entity (an over-wide rewrite,
    // left to the collateral check); a span straddling an entity edge is a stale anchor.
    const contains = ranges.some(([a, b]) => span[0] <= a && b <= span[1]);
    if (!insideAny(span[0], span[1], ranges) && !contains) {
      return { ok: false, code: 'stale-anchor', reason: `span [${span[0]}, ${span[1]}] neither lies inside nor contains the declared entity ${declared.join(', ')} (lines ${ranges.map((r) => r.join('-')).join(', ')}); a bounded replacement cannot be re-anchored` };
    }
    return { ok: true, span, how: 'span', entities, created };
  }
  const eol = detectEol(text);
  const lines = splitLines(text);
  const blocks = content.blocks.map((b) => toEol(b.search, eol));
  const inSpan = span[0] <= n;
  if (inSpan) {
    const [a, b] = lineRangeOffsets(lines, span[0], Math.min(span[1], n));
    if (blocks.every((s) => occurrences(text, s, a, b).length >= 1)) return { ok: true, span, how: 'span', entities, created };
  }
  // Re-anchor inside the declared entity: every block must occur exactly once there.
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of blocks) {
    const hits: number[] = [];
    for (const [ra, rb] of ranges) {
      const [a, b] = lineRangeOffsets(lines, ra, rb);
      hits.push(...occurrences(text, s, a, b));
    }
    const unique = [...new Set(hits)];
    if (unique.length !== 1) return { ok: true, span, how: 'span', entities, created }; // the apply reports zero / several
    const startLine = lineAt(text, unique[0]!);
    const endLine = lineAt(text, unique[0]! + Math.max(0, s.length - 1));
    lo = Math.min(lo, startLine);
    hi = Math.max(hi, endLine);
  }
  return { ok: true, span: [lo, hi], how: 'entity', entities, created };
}

/** Map one old line through committed hunks; a line inside a changed region maps into it. */
function mapLine(line: number, hunks: LineHunk[], edge: 'start' | 'end'): number {
  let delta = 0;
  for (const h of hunks) {
    const oldEnd = h.oldStart + h.oldLines - 1;
    if (h.oldLines === 0) {
      // pure insertion before old line h.oldStart
      if (line >= h.oldStart) delta += h.newLines;
      continue;
    }
    if (line < h.oldStart) break;
    if (line > oldEnd) {
      delta += h.newLines - h.oldLines;
      continue;
    }
    // inside a rewritten region: clamp into its new extent
    if (h.newLines === 0) return Math.max(1, h.newStart - (edge === 'end' ? 1 : 0));
    return edge === 'start' ? h.newStart : h.newStart + h.newLines - 1;
  }
  return line + delta;
}

export interface RefreshedSpan {
  span: Span;
  /** The anchor moved (an earlier edit above it changed the line count). */
  moved: boolean;
  /** An earlier edit rewrote lines inside this span (the entity re-resolution then decides). */
  overlapped: boolean;
}

/** Refresh a live anchor through one committed edit's hunks (old → new coordinates). */
export function remapSpan(span: Span, hunks: LineHunk[]): RefreshedSpan {
  const sorted = [...hunks].sort((a, b) => a.oldStart - b.oldStart);
  const s = mapLine(span[0], sorted, 'start');
  const e = Math.max(s, mapLine(span[1], sorted, 'end'));
  const overlapped = sorted.some((h) => (h.oldLines === 0 ? span[0] < h.oldStart && h.oldStart <= span[1] : h.oldStart <= span[1] && span[0] <= h.oldStart + h.oldLines - 1));
  return { span: [s, e], moved: s !== span[0] || e !== span[1], overlapped };
}

export interface LiveAnchor {
  intentId: string;
  file: string;
  span: Span;
}

/** After every committed mutation, re-resolve every live anchor in the mutated file (§3.7 step 2). */
export function refreshAnchors(anchors: LiveAnchor[], file: string, hunks: LineHunk[]): LiveAnchor[] {
  return anchors.map((a) => (a.file === file ? { ...a, span: remapSpan(a.span, hunks).span } : a));
}
