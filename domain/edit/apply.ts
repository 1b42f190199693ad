// (d) Edit application (spec 10 §3.4), the gated path: the harness owns the bytes. Pure and
// deterministic: the same pre-edit text + representation + content always gives the same
// bytes or the same reported failure, and a failure is reported before anything is written.
import type { EditContent, RejectCode, Representation, Span } from './schemas.js';
import type { ResolvedEntity } from './anchors.js';
import { MODULE, WHOLE_FILE } from './facts.js';
import { detectEol, indentOfLine, lineCount, lineRangeOffsets, normalizeEntitySource, occurrences, replaceLines, splitLines, toEol } from './text.js';

export interface ApplyInput {
  /** The pre-edit snapshot of the file (this edit's transaction base). */
  text: string;
  representation: Representation;
  content: EditContent;
  /** The resolved change site. */
  span: Span;
  /** The declared entities, resolved in the pre-edit AST. */
  entities: ResolvedEntity[];
}

/** An entity an ast_transform regenerated: after the splice it must parse as itself here. */
export interface TransformedEntity {
  name: string;
  start: number;
  end: number;
}

export type ApplyOutcome =
  | { ok: true; text: string; transformed: TransformedEntity[] }
  | { ok: false; stage: 'uniqueness' | 'apply'; code: RejectCode; reason: string };

const fail = (stage: 'uniqueness' | 'apply', code: RejectCode, reason: string): ApplyOutcome => ({ ok: false, stage, code, reason });

function preview(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return JSON.stringify(one.length > 60 ? `${one.slice(0, 57)}...` : one);
}

interface Region {
  name: string;
  start: number; // first line (stays fixed: edits inside never move the region's start)
  a: number; // offsets [a, b) in the current text
  b: number;
}

/** Apply blocks in order; each must match exactly once inside the regions. */
function applyBlocks(text: string, regions: Region[], blocks: { search: string; replace: string }[], where: string): { text: string; touched: Set<string> } | ApplyOutcome {
  let cur = text;
  const touched = new Set<string>();
  for (const [i, blk] of blocks.entries()) {
    const hits: { region: Region; at: number }[] = [];
    for (const r of regions) for (const at of occurrences(cur, blk.search, r.a, r.b)) hits.push({ region: r, at });
    if (hits.length === 0) return fail('uniqueness', 'no-match', `search block ${i + 1} ${preview(blk.search)} matches nothing in ${where}`);
    if (hits.length > 1) return fail('uniqueness', 'multiple-matches', `search block ${i + 1} ${preview(blk.search)} matches ${hits.length} times in ${where}`);
    const { region, at } = hits[0]!;
    cur = cur.slice(0, at) + blk.replace + cur.slice(at + blk.search.length);
    const delta = blk.replace.length - blk.search.length;
    for (const r of regions) {
      if (r === region) r.b += delta;
      else if (r.a > at) {
        r.a += delta;
        r.b += delta;
      }
    }
    touched.add(region.name);
  }
  return { text: cur, touched };
}

function namedEntities(entities: ResolvedEntity[]): ResolvedEntity[] {
  return entities.filter((e) => e.name !== WHOLE_FILE && e.name !== MODULE);
}

function replaceEntity(text: string, entity: ResolvedEntity, source: string, eol: string): { text: string; transformed: TransformedEntity } {
  const indent = indentOfLine(text, entity.range[0]);
  const body = normalizeEntitySource(source, indent, eol);
  const out = replaceLines(text, entity.range[0], entity.range[1], body, eol);
  return { text: out, transformed: { name: entity.name, start: entity.range[0], end: entity.range[0] + lineCount(body) - 1 } };
}

export function applyEdit10(input: ApplyInput): ApplyOutcome {
  const { text, representation, content, span } = input;
  const eol = detectEol(text);
  const n = lineCount(text);
  const lines = splitLines(text);
  const spanRegion = (): Region => {
    const [a, b] = lineRangeOffsets(lines, span[0], Math.min(span[1], n));
    return { name: 'span', start: span[0], a, b };
  };
  const blocksOf = (c: Extract<EditContent, { kind: 'search_replace' }>) => c.blocks.map((b) => ({ search: toEol(b.search, eol), replace: toEol(b.replace, eol) }));
  let out: ApplyOutcome;
  if (span[0] > n) return fail('apply', 'span-out-of-range', `span [${span[0]}, ${span[1]}] lies past the end of the file (${n} lines)`);

  if (representation === 'search_replace') {
    if (content.kind === 'search_replace') {
      const r = applyBlocks(text, [spanRegion()], blocksOf(content), `lines ${span[0]}-${span[1]}`);
      out = 'ok' in r ? r : { ok: true, text: r.text, transformed: [] };
    } else if (content.kind === 'entity_body') {
      // Derived search/replace: the search text is the entity's current source, read by the harness.
      const [entity] = namedEntities(input.entities);
      if (!entity || input.entities.length !== 1) return fail('apply', 'invalid-entity-body', 'an entity body replaces exactly one named def/class');
      out = { ok: true, text: replaceEntity(text, entity, content.source, eol).text, transformed: [] };
    } else {
      out = { ok: true, text: replaceLines(text, span[0], Math.min(span[1], n), toEol(content.text, eol), eol), transformed: [] };
    }
  } else if (representation === 'ast_transform') {
    const named = namedEntities(input.entities);
    if (named.length === 0 || named.length !== input.entities.length) {
      return fail('apply', 'unsupported-representation', 'an entity transform needs named defs/classes the ast located');
    }
    if (content.kind === 'search_replace') {
      // Locate the named entities in the AST and transform their source only.
      const regions = named.map((e) => {
        const [a, b] = lineRangeOffsets(lines, e.range[0], e.range[1]);
        return { name: e.name, start: e.range[0], a, b };
      });
      const r = applyBlocks(text, regions, blocksOf(content), `entity ${named.map((e) => e.name).join(', ')}`);
      if ('ok' in r) return r;
      const transformed = regions
        .filter((g) => r.touched.has(g.name))
        .map((g) => ({ name: g.name, start: g.start, end: g.start + lineCount(r.text.slice(g.a, g.b)) - 1 }));
      out = { ok: true, text: r.text, transformed };
    } else if (content.kind === 'entity_body') {
      if (named.length !== 1) return fail('apply', 'invalid-entity-body', 'an entity body replaces exactly one named def/class');
      const r = replaceEntity(text, named[0]!, content.source, eol);
      out = { ok: true, text: r.text, transformed: [r.transformed] };
    } else {
      return fail('apply', 'unsupported-representation', 'an entity transform cannot express a bounded line replacement');
    }
  } else {
    if (content.kind === 'entity_body') {
      const named = namedEntities(input.entities);
      if (named.length !== 1 || input.entities.length !== 1) return fail('apply', 'invalid-entity-body', 'a bounded rewrite of an entity needs exactly one named def/class');
      out = { ok: true, text: replaceEntity(text, named[0]!, content.source, eol).text, transformed: [] };
    } else if (content.kind === 'bounded_replacement') {
      out = { ok: true, text: replaceLines(text, span[0], Math.min(span[1], n), toEol(content.text, eol), eol), transformed: [] };
    } else {
      return fail('apply', 'unsupported-representation', 'a bounded rewrite needs a complete replacement, not search blocks');
    }
  }
  if (out.ok && out.text === text) return fail('apply', 'no-op', 'the edit leaves the file unchanged');
  return out;
}
