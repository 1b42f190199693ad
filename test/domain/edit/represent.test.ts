// Spec 10 §3.2 / §5 phase 2 (pure part): the representation ladder, the one ambiguity it leaves
// open, and "bounded rewrite is never chosen for a localized edit".
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { selectRepresentation } from '../../../domain/edit/represent.js';
import type { RepresentationInput } from '../../../domain/edit/represent.js';

const base: RepresentationInput = {
  scope: 'statement',
  atUnitBoundary: false,
  contentKind: 'search_replace',
  entitySupported: true,
  lineExtent: 5,
  skeletonChanged: false,
};

describe('representation ladder (spec 10 §3.2)', () => {
  it('token_expression and statement select search_replace for every content kind', () => {
    for (const scope of ['token_expression', 'statement'] as const) {
      for (const contentKind of ['search_replace', 'entity_body', 'bounded_replacement'] as const) {
        const s = selectRepresentation({ ...base, scope, contentKind, lineExtent: 50, skeletonChanged: true, atUnitBoundary: true });
        assert.equal(s.representation, 'search_replace', `${scope}/${contentKind}`);
        assert.equal(s.ambiguous, false);
      }
    }
  });

  it('function_entity / file with an ast-supported entity select ast_transform', () => {
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'entity_body', lineExtent: 20 }).representation, 'ast_transform');
    assert.equal(selectRepresentation({ ...base, scope: 'file', contentKind: 'search_replace', lineExtent: 30 }).representation, 'ast_transform');
  });

  it('without parser support, function_entity falls back to search_replace', () => {
    const s = selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'search_replace', entitySupported: false, lineExtent: 20 });
    assert.equal(s.representation, 'search_replace');
    assert.deepEqual(s.viable, ['search_replace']);
  });

  it('a > 40-line change or a skeleton change selects bounded_rewrite (rule 3), 40 lines does not', () => {
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'bounded_replacement', lineExtent: 41 }).representation, 'bounded_rewrite');
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'bounded_replacement', lineExtent: 40 }).representation, 'search_replace');
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'entity_body', lineExtent: 8, skeletonChanged: true }).representation, 'bounded_rewrite');
    assert.equal(selectRepresentation({ ...base, scope: 'file', contentKind: 'bounded_replacement', entitySupported: false, lineExtent: 77 }).representation, 'bounded_rewrite');
  });

  it('search blocks never become a bounded rewrite, however large', () => {
    const s = selectRepresentation({ ...base, scope: 'file', contentKind: 'search_replace', lineExtent: 500, skeletonChanged: true });
    assert.notEqual(s.representation, 'bounded_rewrite');
  });

  it('the only ambiguity: at_unit_boundary with two viable representations', () => {
    const sr = selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'search_replace', lineExtent: 18, atUnitBoundary: true });
    assert.equal(sr.ambiguous, true);
    assert.deepEqual(sr.ambiguousSet, ['search_replace', 'ast_transform']);
    const pervasive = selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'entity_body', lineExtent: 49, atUnitBoundary: true });
    assert.equal(pervasive.ambiguous, true);
    assert.deepEqual(pervasive.ambiguousSet, ['ast_transform', 'bounded_rewrite']);
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'search_replace', lineExtent: 18 }).ambiguous, false, 'no flag, no ambiguity');
    assert.equal(selectRepresentation({ ...base, scope: 'function_entity', contentKind: 'entity_body', lineExtent: 18, atUnitBoundary: true }).ambiguous, false, 'an entity body is not natively a search/replace');
    assert.equal(selectRepresentation({ ...base, scope: 'statement', atUnitBoundary: true }).ambiguous, false, 'a statement is final');
  });

  it('ablations force one representation and leave nothing to adjudicate', () => {
    const forced = selectRepresentation({ ...base, scope: 'function_entity', lineExtent: 18, atUnitBoundary: true, ablations: ['force_search_replace'] });
    assert.equal(forced.representation, 'search_replace');
    assert.equal(forced.ambiguous, false);
    const rewrite = selectRepresentation({ ...base, scope: 'statement', contentKind: 'entity_body', ablations: ['force_bounded_rewrite'] });
    assert.equal(rewrite.representation, 'bounded_rewrite');
  });
});

describe('representation properties', () => {
  const arb = fc.record({
    scope: fc.constantFrom('token_expression', 'statement', 'function_entity', 'file') as fc.Arbitrary<RepresentationInput['scope']>,
    atUnitBoundary: fc.boolean(),
    contentKind: fc.constantFrom('search_replace', 'entity_body', 'bounded_replacement') as fc.Arbitrary<RepresentationInput['contentKind']>,
    entitySupported: fc.boolean(),
    lineExtent: fc.integer({ min: 1, max: 200 }),
    skeletonChanged: fc.boolean(),
  });

  it('no localized edit ever selects bounded_rewrite; the choice is always viable; ambiguity needs the flag', () => {
    fc.assert(
      fc.property(arb, (i) => {
        const s = selectRepresentation(i);
        if (i.scope === 'token_expression' || i.scope === 'statement') assert.equal(s.representation, 'search_replace');
        assert.ok(s.viable.includes(s.representation));
        if (s.ambiguous) {
          assert.equal(i.atUnitBoundary, true);
          assert.ok(s.ambiguousSet.includes(s.representation));
          assert.ok(s.ambiguousSet.every((r) => s.viable.includes(r)));
        }
        if (s.representation === 'bounded_rewrite') assert.ok(i.lineExtent > 40 || i.skeletonChanged);
        assert.deepEqual(selectRepresentation(i), s);
      }),
    );
  });
});
