// (e2) The collateral-change rule (spec 10 §3.6): an edit passes iff every changed line lies
// inside the declared entity AND span, and the set of entities it touched equals the declared
// set. Anything else — a reformatted neighbour, a wrong occurrence, a sibling symbol — is a
// bleed, and the edit is rejected. The same rule is the §7.2 instrument in both A/B arms.
import type { LineHunk, Span } from './schemas.js';
import { withinEntity } from './facts.js';

export interface CollateralInput {
  /** Hunks of this edit, old → new coordinates (slid toward the span, see hunks.ts). */
  hunks: LineHunk[];
  declared: string[];
  /** The declared change site in pre-edit coordinates. */
  span: Span;
  /** Owner entity of every pre-edit line (index 0 = line 1), `<module>` outside any def/class. */
  preOwners: string[];
  /** Same for the post-edit file; null when it does not parse (the instrument then judges the old side and the span). */
  postOwners: string[] | null;
}

export interface CollateralVerdict {
  inScope: boolean;
  bleed: string[];
  /** Touched entities, at the declared granularity (undeclared owners appear as themselves). */
  touched: string[];
}

const MAX_REASONS = 12;

function ranges(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((x, y) => x - y);
  const out: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

export function checkCollateralRule(input: CollateralInput): CollateralVerdict {
  const { hunks, declared, span, preOwners, postOwners } = input;
  const [s, e] = span;
  const outsideSpan: number[] = [];
  const insertOutside: number[] = [];
  const foreign = new Map<string, { old: number[]; new: number[] }>();
  const touched = new Set<string>();
  const note = (owner: string, side: 'old' | 'new', line: number) => {
    const d = declared.find((x) => withinEntity(owner, x));
    if (d) {
      touched.add(d);
      return;
    }
    touched.add(owner);
    const f = foreign.get(owner) ?? { old: [], new: [] };
    f[side].push(line);
    foreign.set(owner, f);
  };
  for (const h of hunks) {
    if (h.oldLines === 0) {
      if (h.oldStart < s || h.oldStart > e + 1) insertOutside.push(h.oldStart);
    }
    for (let ln = h.oldStart; ln < h.oldStart + h.oldLines; ln++) {
      if (ln < s || ln > e) outsideSpan.push(ln);
      note(preOwners[ln - 1] ?? '<module>', 'old', ln);
    }
    if (postOwners) for (let ln = h.newStart; ln < h.newStart + h.newLines; ln++) note(postOwners[ln - 1] ?? '<module>', 'new', ln);
  }
  const bleed: string[] = [];
  if (outsideSpan.length) bleed.push(`changed line(s) ${ranges(outsideSpan)} outside the declared span [${s}, ${e}]`);
  if (insertOutside.length) bleed.push(`line(s) inserted before old line ${ranges(insertOutside)}, outside the declared span [${s}, ${e}]`);
  for (const [owner, f] of [...foreign.entries()].sort(([x], [y]) => x.localeCompare(y))) {
    const where = [f.old.length ? `old line(s) ${ranges(f.old)}` : '', f.new.length ? `new line(s) ${ranges(f.new)}` : ''].filter(Boolean).join(', ');
    bleed.push(`touched ${owner} (${where}), not the declared ${declared.join(', ')}`);
  }
  if (hunks.length > 0) {
    for (const d of declared) if (!touched.has(d)) bleed.push(`declared entity ${d} was not touched (the touched set must equal the declared set)`);
  }
  return { inScope: bleed.length === 0, bleed: bleed.slice(0, MAX_REASONS), touched: [...touched].sort() };
}
