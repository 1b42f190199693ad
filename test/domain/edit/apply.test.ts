// Spec 10 §3.4 / §5 phase 4 (pure part): the gated applier — exact, unique, span-scoped search/
// replace; entity transforms located by name; bounded rewrites; reported failures before any
// write; determinism. And the raw baseline's applier, for contrast.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyEdit10 } from '../../../domain/edit/apply.js';
import type { ApplyInput } from '../../../domain/edit/apply.js';
import { applyRaw } from '../../../domain/edit/rawApply.js';
import { FIXTURE_PY, lineOf } from '../../activities/edit/fixtureSource.js';

const T = FIXTURE_PY;
const mean: [number, number] = [lineOf(T, 'def mean'), lineOf(T, 'return total / len(values)')];
const total: [number, number] = [lineOf(T, '    def total'), lineOf(T, '        return total\n')];

function input(over: Partial<ApplyInput>): ApplyInput {
  return { text: T, representation: 'search_replace', content: { kind: 'search_replace', blocks: [{ search: 'x', replace: 'y' }] }, span: [1, 1], entities: [], ...over };
}

describe('search_replace (exact, unique, inside the span)', () => {
  it('applies a block found exactly once in the span', () => {
    const ln = lineOf(T, '    total = sum(values)');
    const r = applyEdit10(input({ span: [ln, ln], content: { kind: 'search_replace', blocks: [{ search: 'sum(values)', replace: 'math.fsum(values)' }] } }));
    assert.ok(r.ok);
    assert.equal(r.text, T.replace('    total = sum(values)', '    total = math.fsum(values)'));
  });

  it('uses the span to pick the occurrence: a block occurring twice in the file but once in the span applies there', () => {
    // "total = sum(" is in mean and in Stock.total; the span names Stock.total.
    const ln = lineOf(T, 'total = sum(self.items');
    const r = applyEdit10(input({ span: [ln, ln], content: { kind: 'search_replace', blocks: [{ search: 'total = sum(', replace: 'total = math.fsum(' }] } }));
    assert.ok(r.ok);
    assert.ok(r.text.includes('total = math.fsum(self.items.values())'));
    assert.ok(r.text.includes('    total = sum(values)'), 'mean is untouched');
  });

  it('zero matches is a reported failure, nothing changed', () => {
    const r = applyEdit10(input({ span: mean, content: { kind: 'search_replace', blocks: [{ search: 'sum(vals)', replace: 'x' }] } }));
    assert.deepEqual(r.ok ? null : [r.stage, r.code], ['uniqueness', 'no-match']);
  });

  it('several matches in the span are a reported failure, never an ambiguous apply', () => {
    const r = applyEdit10(input({ span: [1, T.split('\n').length], content: { kind: 'search_replace', blocks: [{ search: 'total = sum(', replace: 'x' }] } }));
    assert.deepEqual(r.ok ? null : [r.stage, r.code], ['uniqueness', 'multiple-matches']);
  });

  it('a later block sees the earlier block\'s result; any failing block fails the whole edit', () => {
    const ok = applyEdit10(input({ span: mean, content: { kind: 'search_replace', blocks: [{ search: 'total = sum(values)', replace: 'acc = sum(values)' }, { search: 'return total /', replace: 'return acc /' }] } }));
    assert.ok(ok.ok);
    const bad = applyEdit10(input({ span: mean, content: { kind: 'search_replace', blocks: [{ search: 'total = sum(values)', replace: 'acc = sum(values)' }, { search: 'nope', replace: '' }] } }));
    assert.equal(bad.ok, false);
  });

  it('a block spanning past the span does not match', () => {
    const ln = lineOf(T, '    total = sum(values)');
    const r = applyEdit10(input({ span: [ln, ln], content: { kind: 'search_replace', blocks: [{ search: '    total = sum(values)\n    return', replace: 'x' }] } }));
    assert.deepEqual(r.ok ? null : r.code, 'no-match');
  });

  it('keeps CRLF line endings; model text is re-encoded to them', () => {
    const crlf = T.replace(/\n/g, '\r\n');
    const ln = lineOf(T, '    total = sum(values)');
    const r = applyEdit10(input({ text: crlf, span: [ln, ln + 1], content: { kind: 'search_replace', blocks: [{ search: '    total = sum(values)\n    return total', replace: '    total = sum(values)\n    count = len(values)\n    return total' }] } }));
    assert.ok(r.ok);
    assert.ok(r.text.includes('    count = len(values)\r\n'));
    assert.ok(!/[^\r]\n/.test(r.text), 'no bare LF introduced');
  });

  it('a no-op is a reported failure', () => {
    const r = applyEdit10(input({ span: mean, content: { kind: 'search_replace', blocks: [{ search: 'sum(values)', replace: 'sum(values)' }] } }));
    assert.deepEqual(r.ok ? null : r.code, 'no-op');
  });
});

describe('ast_transform (the entity located by name)', () => {
  it('applies blocks inside the named entity only, and reports the regenerated entity', () => {
    const r = applyEdit10(input({ representation: 'ast_transform', span: total, entities: [{ name: 'Stock.total', range: total }], content: { kind: 'search_replace', blocks: [{ search: 'total = sum(', replace: 'total = math.fsum(' }] } }));
    assert.ok(r.ok);
    assert.deepEqual(r.transformed, [{ name: 'Stock.total', start: total[0], end: total[1] }]);
    assert.ok(r.text.includes('    total = sum(values)'));
  });

  it('re-indents a dedented entity body to the entity column', () => {
    const body = 'def total(self):\n    return sum(self.items.values())\n';
    const r = applyEdit10(input({ representation: 'ast_transform', span: total, entities: [{ name: 'Stock.total', range: total }], content: { kind: 'entity_body', source: body } }));
    assert.ok(r.ok);
    assert.ok(r.text.includes('    def total(self):\n        return sum(self.items.values())\n\n    def scaled'));
    assert.deepEqual(r.transformed, [{ name: 'Stock.total', start: total[0], end: total[0] + 1 }]);
  });

  it('refuses a bounded line replacement (no entity to transform) and <module>', () => {
    const a = applyEdit10(input({ representation: 'ast_transform', span: total, entities: [{ name: 'Stock.total', range: total }], content: { kind: 'bounded_replacement', text: 'x\n' } }));
    assert.deepEqual(a.ok ? null : a.code, 'unsupported-representation');
    const b = applyEdit10(input({ representation: 'ast_transform', span: [7, 7], entities: [{ name: '<module>', range: [1, 60] }], content: { kind: 'search_replace', blocks: [{ search: 'LIMIT = 10', replace: 'LIMIT = 11' }] } }));
    assert.deepEqual(b.ok ? null : b.code, 'unsupported-representation');
  });
});

describe('bounded_rewrite (the whole entity or span)', () => {
  it('replaces the whole entity with the re-indented body', () => {
    const body = 'def mean(values):\n    return sum(values) / len(values)\n';
    const r = applyEdit10(input({ representation: 'bounded_rewrite', span: mean, entities: [{ name: 'mean', range: mean }], content: { kind: 'entity_body', source: body } }));
    assert.ok(r.ok);
    assert.ok(r.text.includes('\n\ndef mean(values):\n    return sum(values) / len(values)\n\n\ndef spread'));
  });

  it('replaces exactly the span lines with a bounded replacement', () => {
    const r = applyEdit10(input({ representation: 'bounded_rewrite', span: mean, entities: [{ name: 'mean', range: mean }], content: { kind: 'bounded_replacement', text: 'def mean(values):\n    return 0' } }));
    assert.ok(r.ok);
    assert.ok(r.text.includes('def mean(values):\n    return 0\n\n\ndef spread'), 'a trailing EOL is supplied');
  });
});

describe('determinism (same input → same bytes or same failure)', () => {
  it('holds for arbitrary blocks over the fixture', () => {
    const lines = T.split('\n').length;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: lines - 1 }), fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 6 }), fc.string({ maxLength: 12 }), (s, len, search, replace) => {
        const i = input({ span: [s, Math.min(lines, s + len)], content: { kind: 'search_replace', blocks: [{ search: search || 'x', replace }] } });
        assert.deepEqual(applyEdit10(i), applyEdit10(i));
      }),
    );
  });
});

describe('the raw baseline applier (ungated)', () => {
  it('takes the first occurrence anywhere in the file', () => {
    const r = applyRaw(T, { kind: 'search_replace', blocks: [{ search: 'total = sum(', replace: 'total = math.fsum(' }] }, total);
    assert.ok(r.ok);
    assert.equal(r.how, 'first-occurrence');
    assert.ok(r.text.includes('    total = math.fsum(values)'), 'the first occurrence is in mean, not the intended Stock.total');
  });

  it('falls back to a whitespace-insensitive match', () => {
    const r = applyRaw(T, { kind: 'search_replace', blocks: [{ search: 'lo = min(values)  \n  hi = max(values)', replace: '    lo, hi = min(values), max(values)\n' }] }, [1, 1]);
    assert.ok(r.ok);
    assert.equal(r.how, 'fuzzy-occurrence');
    assert.ok(r.text.includes('    lo, hi = min(values), max(values)\n    return hi - lo'));
  });

  it('splices bodies verbatim at the declared lines, stale or not', () => {
    const r = applyRaw(T, { kind: 'entity_body', source: 'def total(self):\n    return 0\n' }, total);
    assert.ok(r.ok);
    assert.ok(r.text.includes('\ndef total(self):\n    return 0\n'), 'no re-indentation');
  });

  it('reports a search it cannot find at all', () => {
    const r = applyRaw(T, { kind: 'search_replace', blocks: [{ search: 'no such code', replace: '' }] }, [1, 1]);
    assert.equal(r.ok, false);
  });
});
