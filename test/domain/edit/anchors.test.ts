// Spec 10 §3.1 step 1 and §3.7 (pure part): binding an intent to the current file, and
// refreshing every live anchor through a committed edit so no later edit uses stale lines.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { refreshAnchors, remapSpan, resolveAnchor } from '../../../domain/edit/anchors.js';
import { lineHunks } from '../../../domain/edit/hunks.js';
import type { FileFacts } from '../../../domain/edit/facts.js';
import type { EditContent, Span } from '../../../domain/edit/schemas.js';
import { FIXTURE_PY, lineOf } from '../../activities/edit/fixtureSource.js';

const T = FIXTURE_PY;
const n = T.split('\n').length - 1;
const meanR: [number, number] = [lineOf(T, 'def mean'), lineOf(T, 'return total / len(values)')];
const spreadR: [number, number] = [lineOf(T, 'def spread'), lineOf(T, 'return hi - lo')];
const entity = (name: string, r: [number, number]) => ({ name, kind: 'function' as const, start: r[0], end: r[1], def_line: r[0], header_end: r[0], col: 0, parent: null, top_level: true, signature: '', skeleton: '' });
const facts: FileFacts = { path: '/x/stock.py', exists: true, parse_error: null, line_count: n, entities: [entity('mean', meanR), entity('spread', spreadR)], owners: [], spans: [] };

function resolve(declared: string[], span: Span, content: EditContent) {
  return resolveAnchor({ text: T, facts, declared, span, content });
}

describe('resolveAnchor', () => {
  it('keeps the live span when the search text is in it', () => {
    const ln = lineOf(T, '    total = sum(values)');
    const r = resolve(['mean'], [ln, ln], { kind: 'search_replace', blocks: [{ search: 'sum(values)', replace: 'x' }] });
    assert.deepEqual(r.ok && [r.how, r.span], ['span', [ln, ln]]);
  });

  it('re-anchors a stale span to the block\'s unique occurrence inside the declared entity', () => {
    const ln = lineOf(T, '    total = sum(values)');
    const r = resolve(['mean'], [ln - 9, ln - 9], { kind: 'search_replace', blocks: [{ search: '    total = sum(values)\n    return', replace: 'x' }] });
    assert.deepEqual(r.ok && [r.how, r.span], ['entity', [ln, ln + 1]]);
  });

  it('keeps the (failing) span when the block is not unique in the entity either', () => {
    const r = resolve(['mean'], [1, 1], { kind: 'search_replace', blocks: [{ search: 'values', replace: 'x' }] });
    assert.deepEqual(r.ok && [r.how, r.span], ['span', [1, 1]]);
  });

  it('binds an entity body to its entity by name, whatever the span says', () => {
    const r = resolve(['spread'], [1, 2], { kind: 'entity_body', source: 'def spread(v):\n    return 0\n' });
    assert.deepEqual(r.ok && [r.how, r.span], ['entity', spreadR]);
  });

  it('refuses a bounded replacement straddling the entity edge, accepts one inside or containing it', () => {
    const straddle = resolve(['spread'], [spreadR[0] - 2, spreadR[0]], { kind: 'bounded_replacement', text: 'x\n' });
    assert.deepEqual(straddle.ok ? null : straddle.code, 'stale-anchor');
    assert.ok(resolve(['spread'], [spreadR[0] + 1, spreadR[1]], { kind: 'bounded_replacement', text: 'x\n' }).ok);
    assert.ok(resolve(['spread'], [1, n], { kind: 'bounded_replacement', text: 'x\n' }).ok, 'an over-wide span is left to the collateral check');
  });

  it('reports a declared entity the file does not have; allows creating one beside an existing anchor', () => {
    const missing = resolve(['median'], [1, 1], { kind: 'entity_body', source: 'def median(v):\n    return 0\n' });
    assert.deepEqual(missing.ok ? null : missing.code, 'entity-not-found');
    const create = resolve(['<module>', 'median'], [meanR[1] + 1, meanR[1] + 2], { kind: 'bounded_replacement', text: '\n\ndef median(v):\n    return 0\n\n\n' });
    assert.deepEqual(create.ok && create.created, ['median']);
    const alone = resolve(['median'], [meanR[1] + 1, meanR[1] + 2], { kind: 'bounded_replacement', text: 'x\n' });
    assert.equal(alone.ok, false, 'a new entity needs an existing anchor beside it');
  });
});

describe('anchor refresh (spec 10 §3.7)', () => {
  it('moves spans below an insertion, keeps spans above, stretches spans around it', () => {
    const before = 'a\nb\nc\nd\ne\nf\n';
    const after = 'a\nb\nX\nY\nc\nd\ne\nf\n';
    const hunks = lineHunks(before, after);
    assert.deepEqual(remapSpan([5, 6], hunks).span, [7, 8]);
    assert.deepEqual(remapSpan([1, 2], hunks).span, [1, 2]);
    const around = remapSpan([2, 4], hunks);
    assert.deepEqual(around.span, [2, 6]);
    assert.equal(around.overlapped, true);
  });

  it('maps lines through deletions and replacements', () => {
    const hunks = lineHunks('a\nb\nc\nd\ne\nf\n', 'a\nB\ne\nf\n');
    assert.deepEqual(remapSpan([6, 6], hunks).span, [4, 4]);
    assert.deepEqual(remapSpan([3, 4], hunks).span, [2, 2], 'a rewritten region clamps into its new extent');
  });

  it('refreshes only anchors in the mutated file', () => {
    const hunks = lineHunks('a\nb\n', 'X\na\nb\n');
    const out = refreshAnchors(
      [
        { intentId: 'i1', file: 'p.py', span: [2, 2] },
        { intentId: 'i2', file: 'q.py', span: [2, 2] },
      ],
      'p.py',
      hunks,
    );
    assert.deepEqual(out.map((a) => a.span), [[3, 3], [2, 2]]);
  });

  it('a refreshed span addresses the same text after any insertion above it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 30 }), (at, k, target) => {
        const lines = Array.from({ length: 30 }, (_, i) => `line${i + 1}`);
        const inserted = [...lines.slice(0, at - 1), ...Array.from({ length: k }, (_, i) => `new${i}`), ...lines.slice(at - 1)];
        const hunks = lineHunks(lines.join('\n') + '\n', inserted.join('\n') + '\n');
        const [s] = remapSpan([target, target], hunks).span;
        assert.equal(inserted[s - 1], `line${target}`);
      }),
    );
  });
});
