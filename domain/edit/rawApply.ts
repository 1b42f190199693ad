// The ungated raw-edit baseline (spec 10 §7 "Baseline"): the model's edit applied the way a
// naive harness does it — first occurrence anywhere in the file, a whitespace-insensitive
// fallback when the exact text is not there, entity bodies and replacements spliced verbatim
// at the declared (possibly stale) lines. No scope, no representation ladder, no uniqueness
// check, no gate, no anchor refresh. Pure and deterministic, so the A/B compares mechanisms,
// not noise.
import type { EditContent, Span } from './schemas.js';
import { detectEol, lineRangeOffsets, replaceLines, splitLines, squash, toEol } from './text.js';

export type RawOutcome =
  | { ok: true; text: string; how: 'first-occurrence' | 'fuzzy-occurrence' | 'declared-lines' }
  | { ok: false; code: 'no-match' | 'no-op'; reason: string };

/** First window of lines equal to `search` after squashing whitespace (what fuzzy matchers do). */
function fuzzyFind(lines: string[], search: string): [number, number] | null {
  const want = search.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n').map(squash);
  if (want.every((w) => w === '')) return null;
  for (let i = 0; i + want.length <= lines.length; i++) {
    let ok = true;
    for (let k = 0; k < want.length && ok; k++) ok = squash(lines[i + k]!) === want[k];
    if (ok) return [i + 1, i + want.length];
  }
  return null;
}

export function applyRaw(text: string, content: EditContent, declaredSpan: Span): RawOutcome {
  const eol = detectEol(text);
  let cur = text;
  let how: 'first-occurrence' | 'fuzzy-occurrence' | 'declared-lines' = 'first-occurrence';
  if (content.kind === 'search_replace') {
    for (const blk of content.blocks) {
      const search = toEol(blk.search, eol);
      const replace = toEol(blk.replace, eol);
      const at = cur.indexOf(search);
      if (at >= 0) {
        cur = cur.slice(0, at) + replace + cur.slice(at + search.length);
        continue;
      }
      const lines = splitLines(cur);
      const hit = fuzzyFind(lines, search);
      if (!hit) return { ok: false, code: 'no-match', reason: 'search text not found, not even ignoring whitespace' };
      how = 'fuzzy-occurrence';
      const [a, b] = lineRangeOffsets(lines, hit[0], hit[1]);
      let rep = replace;
      if (rep !== '' && !rep.endsWith('\n') && cur.slice(a, b).endsWith('\n')) rep += eol;
      cur = cur.slice(0, a) + rep + cur.slice(b);
    }
  } else {
    how = 'declared-lines';
    const replacement = toEol(content.kind === 'entity_body' ? content.source : content.text, eol);
    const n = splitLines(cur).length;
    if (declaredSpan[0] > n) {
      // past the end: a naive splice appends
      cur = cur + (cur === '' || cur.endsWith('\n') ? '' : eol) + replacement;
    } else {
      cur = replaceLines(cur, declaredSpan[0], Math.min(declaredSpan[1], n), replacement, eol);
    }
  }
  if (cur === text) return { ok: false, code: 'no-op', reason: 'the edit leaves the file unchanged' };
  return { ok: true, text: cur, how };
}
