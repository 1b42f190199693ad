// Spec 10 §3.6 / §5 phase 6 (pure part): the collateral rule over real diffs of the fixture —
// in-scope passes; a reformatting whole-file rewrite, a wrong occurrence, a sibling touch and a
// touched set different from the declared set all fail, with reasons.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkCollateralRule } from '../../../domain/edit/collateral.js';
import { lineHunks, slideHunks } from '../../../domain/edit/hunks.js';
import type { Span } from '../../../domain/edit/schemas.js';
import { FIXTURE_PY, lineOf } from '../../activities/edit/fixtureSource.js';

/** Line owners of an indentation-structured module, as edit_facts reports them (entity ranges end at their last statement). */
function owners(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = lines.map(() => '<module>');
  const indent = (l: string) => l.length - l.trimStart().length;
  const blocks: { name: string; start: number; end: number; ind: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:def|class) (\w+)/.exec(lines[i]!);
    if (!m) continue;
    const ind = m[1]!.length;
    let end = i;
    for (let j = i + 1; j < lines.length; j++) {
      if (lines[j]!.trim() === '') continue;
      if (indent(lines[j]!) <= ind) break;
      end = j;
    }
    const parent = ind > 0 ? blocks.filter((b) => b.ind < ind && b.start < i && b.end >= i).pop() : undefined;
    blocks.push({ name: parent ? `${parent.name}.${m[2]}` : m[2]!, start: i, end, ind });
  }
  for (const b of blocks) for (let k = b.start; k <= b.end; k++) out[k] = b.name;
  return out;
}

function verdict(before: string, after: string, declared: string[], span: Span) {
  const hunks = slideHunks(lineHunks(before, after), before, after, span);
  return checkCollateralRule({ hunks, declared, span, preOwners: owners(before), postOwners: owners(after) });
}

const T = FIXTURE_PY;
const meanSpan: Span = [lineOf(T, 'def mean'), lineOf(T, 'return total / len(values)')];

describe('collateral rule (spec 10 §3.6)', () => {
  it('passes a change inside the declared entity and span', () => {
    const after = T.replace('    total = sum(values)\n', '    total = math.fsum(values)\n');
    const v = verdict(T, after, ['mean'], meanSpan);
    assert.equal(v.inScope, true, v.bleed.join('; '));
    assert.deepEqual(v.touched, ['mean']);
  });

  it('passes an insertion at the span edge', () => {
    const after = T.replace('    return total / len(values)\n', '    return total / len(values)\n    # unreachable\n');
    assert.equal(verdict(T, after, ['mean'], meanSpan).inScope, true);
  });

  it('fails a whole-file rewrite that reformats unrelated lines', () => {
    const after = T.replace('    total = sum(values)\n', '    total = math.fsum(values)\n').replace('LIMIT = 10', 'LIMIT = (10)').replace('    lo = min(values)', '    lo = min( values )');
    const v = verdict(T, after, ['mean'], [1, T.split('\n').length]);
    assert.equal(v.inScope, false);
    assert.ok(v.bleed.some((b) => /touched <module>/.test(b)), v.bleed.join('; '));
    assert.ok(v.bleed.some((b) => /touched spread/.test(b)), v.bleed.join('; '));
  });

  it('fails a wrong-occurrence match (the same text in a sibling function)', () => {
    // The intent targets Stock.total; a fuzzy/first-occurrence applier changed mean instead.
    const span: Span = [lineOf(T, 'total = sum(self.items'), lineOf(T, 'total = sum(self.items')];
    const after = T.replace('total = sum(', 'total = math.fsum(');
    const v = verdict(T, after, ['Stock.total'], span);
    assert.equal(v.inScope, false);
    assert.ok(v.bleed.some((b) => /outside the declared span/.test(b)));
    assert.ok(v.bleed.some((b) => /touched mean/.test(b)));
    assert.ok(v.bleed.some((b) => /Stock.total was not touched/.test(b)));
  });

  it('fails a change that touches a sibling symbol inside a declared span', () => {
    const span: Span = [meanSpan[0], lineOf(T, 'lo = min(values)')];
    const after = T.replace('    total = sum(values)\n', '    total = math.fsum(values)\n').replace('    lo = min(values)', '    lo = min(values, default=0)');
    const v = verdict(T, after, ['mean'], span);
    assert.equal(v.inScope, false);
    assert.deepEqual(v.touched, ['mean', 'spread']);
  });

  it('requires the touched set to equal the declared set', () => {
    const after = T.replace('    total = sum(values)\n', '    total = math.fsum(values)\n');
    const v = verdict(T, after, ['mean', 'spread'], [meanSpan[0], lineOf(T, 'return hi - lo')]);
    assert.equal(v.inScope, false);
    assert.ok(v.bleed.some((b) => /spread was not touched/.test(b)));
  });

  it('a declared class covers its methods; <file> covers everything', () => {
    const after = T.replace('        total = sum(self.items.values())', '        total = math.fsum(self.items.values())');
    const ln = lineOf(T, 'total = sum(self.items');
    assert.equal(verdict(T, after, ['Stock'], [ln, ln]).inScope, true);
    const wide = T.replace('LIMIT = 10', 'LIMIT = 11').replace('    lo = min(values)', '    lo = min(values, default=0)');
    assert.equal(verdict(T, wide, ['<file>'], [1, T.split('\n').length]).inScope, true);
  });
});

describe('hunks', () => {
  it('trims the common head and tail so the unchanged tail aligns with itself', () => {
    const a = 'a\n\nb\nc\n\n\nd\n';
    const b = 'a\n\nb\nX\nY\n\nc\n\n\nd\n';
    assert.deepEqual(lineHunks(a, b), [{ oldStart: 4, oldLines: 0, newStart: 4, newLines: 3 }]);
  });

  it('slides an insertion of repeated lines toward the declared span', () => {
    const a = 'x\n\n\ny\n';
    const b = 'x\n\n\n\ny\n';
    const raw = lineHunks(a, b);
    assert.equal(raw.length, 1);
    const slid = slideHunks(raw, a, b, [4, 4]);
    assert.equal(slid[0]!.oldStart, 4, 'the blank line is placed just before y');
    const up = slideHunks(raw, a, b, [1, 1]);
    assert.equal(up[0]!.oldStart, 2);
  });

  it('replacement hunks stay where they are', () => {
    assert.deepEqual(lineHunks('a\nb\nc\n', 'a\nB\nc\n'), [{ oldStart: 2, oldLines: 1, newStart: 2, newLines: 1 }]);
    assert.deepEqual(lineHunks('a\nb\nc\n', 'a\nc\n'), [{ oldStart: 2, oldLines: 1, newStart: 2, newLines: 0 }]);
  });
});
