// Line hunks of one edit (pre-edit text → post-edit text), computed by the harness from the two
// files, never taken from the applier's own account (the collateral check must see what really
// changed). Pure and deterministic (Myers diff over lines).
import { diffArrays } from 'diff';
import type { LineHunk, Span } from './schemas.js';
import { splitLines } from './text.js';

export function lineHunks(before: string, after: string): LineHunk[] {
  const a = splitLines(before);
  const b = splitLines(after);
  // Trim the common prefix and suffix first (as git's xdiff does): the unchanged head and tail
  // of the file then always align with themselves, whatever the middle looks like.
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const changes = diffArrays(a.slice(pre, a.length - suf), b.slice(pre, b.length - suf));
  const out: LineHunk[] = [];
  let oldPos = pre + 1;
  let newPos = pre + 1;
  let cur: LineHunk | null = null;
  for (const c of changes) {
    const count = c.count ?? c.value.length;
    if (c.added || c.removed) {
      cur ??= { oldStart: oldPos, oldLines: 0, newStart: newPos, newLines: 0 };
      if (c.removed) {
        cur.oldLines += count;
        oldPos += count;
      } else {
        cur.newLines += count;
        newPos += count;
      }
    } else {
      if (cur) out.push(cur);
      cur = null;
      oldPos += count;
      newPos += count;
    }
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * A pure insertion or deletion of lines that repeat their neighbours (blank lines, a closing
 * line) has several equally valid placements; a diff picks one arbitrarily. Slide each such
 * hunk, within the unchanged run around it, to the placement nearest the declared span, so the
 * collateral check judges the change and not the diff algorithm's tie-break.
 */
export function slideHunks(hunks: LineHunk[], before: string, after: string, span: Span): LineHunk[] {
  const a = splitLines(before);
  const b = splitLines(after);
  const out: LineHunk[] = [];
  for (const [i, h0] of hunks.entries()) {
    const h = { ...h0 };
    const prevOldEnd = i > 0 ? hunks[i - 1]!.oldStart + hunks[i - 1]!.oldLines - 1 : 0;
    const nextOldStart = i + 1 < hunks.length ? hunks[i + 1]!.oldStart : a.length + 1;
    // Distance of a placement from the span: an insertion before old line p is inside when
    // s <= p <= e + 1; a deletion of old lines p..p+k-1 when s <= p and p + k - 1 <= e.
    const dist = (p: number, k: number) =>
      k === 0 ? (p < span[0] ? span[0] - p : p > span[1] + 1 ? p - span[1] - 1 : 0) : Math.max(0, span[0] - p) + Math.max(0, p + k - 1 - span[1]);
    if (h.oldLines === 0 && h.newLines > 0) {
      // insertion of b[newStart..newStart+k-1] before old line oldStart
      const k = h.newLines;
      let best = { ...h };
      let bestD = dist(h.oldStart, 0);
      let up = { ...h };
      while (up.oldStart - 1 > prevOldEnd && up.oldStart >= 2 && a[up.oldStart - 2] === b[up.newStart + k - 2]) {
        up = { ...up, oldStart: up.oldStart - 1, newStart: up.newStart - 1 };
        const d = dist(up.oldStart, 0);
        if (d < bestD) (best = up), (bestD = d);
      }
      let down = { ...h };
      while (down.oldStart < nextOldStart && down.oldStart <= a.length && a[down.oldStart - 1] === b[down.newStart - 1]) {
        down = { ...down, oldStart: down.oldStart + 1, newStart: down.newStart + 1 };
        const d = dist(down.oldStart, 0);
        if (d < bestD) (best = down), (bestD = d);
      }
      out.push(best);
    } else if (h.newLines === 0 && h.oldLines > 0) {
      const k = h.oldLines;
      let best = { ...h };
      let bestD = dist(h.oldStart, k);
      let up = { ...h };
      while (up.oldStart - 1 > prevOldEnd && up.oldStart >= 2 && a[up.oldStart - 2] === a[up.oldStart + k - 2]) {
        up = { ...up, oldStart: up.oldStart - 1, newStart: up.newStart - 1 };
        const d = dist(up.oldStart, k);
        if (d < bestD) (best = up), (bestD = d);
      }
      let down = { ...h };
      while (down.oldStart + k < nextOldStart && down.oldStart + k - 1 < a.length && a[down.oldStart + k - 1] === a[down.oldStart - 1]) {
        down = { ...down, oldStart: down.oldStart + 1, newStart: down.newStart + 1 };
        const d = dist(down.oldStart, k);
        if (d < bestD) (best = down), (bestD = d);
      }
      out.push(best);
    } else out.push(h);
  }
  return out;
}

export function countChanged(hunks: LineHunk[]): { added: number; removed: number } {
  return hunks.reduce((acc, h) => ({ added: acc.added + h.newLines, removed: acc.removed + h.oldLines }), { added: 0, removed: 0 });
}
