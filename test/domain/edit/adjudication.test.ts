// Spec 10 §4 / §5 phase 3 (pure part): the firing condition, the prompt in the spec's order,
// the caps, and the reading of the reply (anything out of set is the fallback).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ADJUDICATION_MAX_TOKENS,
  INTENT_BRIEF_CHARS,
  adjudicationPrompt,
  readChoice,
  shouldAdjudicate,
} from '../../../domain/edit/adjudication.js';
import { AdjudicationChoice } from '../../../domain/edit/schemas.js';
import type { ScopeClassification } from '../../../domain/edit/schemas.js';

const cls: ScopeClassification = { scope: 'function_entity', entity: 'rgb_to_hls', file: '/colorsys.py', span: [80, 97], at_unit_boundary: true };

describe('adjudication (spec 10 §4)', () => {
  it('fires only with at_unit_boundary and two or more candidates', () => {
    assert.equal(shouldAdjudicate(cls, ['search_replace', 'ast_transform']), true);
    assert.equal(shouldAdjudicate({ ...cls, at_unit_boundary: false }, ['search_replace', 'ast_transform']), false);
    assert.equal(shouldAdjudicate(cls, ['search_replace']), false);
    assert.equal(shouldAdjudicate(cls, ['search_replace', 'search_replace']), false);
  });

  it('caps the call at 256 tokens', () => {
    assert.equal(ADJUDICATION_MAX_TOKENS, 256);
  });

  it('assembles scope, candidate_representations, edit_intent — in that order', () => {
    const p = adjudicationPrompt({ classification: cls, candidates: ['search_replace', 'ast_transform'], intent: { id: 'i', description: 'normalize spacing', content: { kind: 'search_replace', blocks: [{ search: 'a', replace: 'b' }] } } });
    const user = JSON.parse(p.user);
    assert.deepEqual(Object.keys(user), ['scope', 'candidate_representations', 'edit_intent']);
    assert.deepEqual(user.scope, cls);
    assert.match(user.edit_intent, /normalize spacing/);
    assert.equal(p.truncated, false);
  });

  it('bounds the edit intent brief', () => {
    const p = adjudicationPrompt({ classification: cls, candidates: ['ast_transform', 'bounded_rewrite'], intent: { id: 'i', description: 'x'.repeat(10_000), content: { kind: 'entity_body', source: 'def f():\n    pass\n' } } });
    assert.equal(p.truncated, true);
    assert.ok(JSON.parse(p.user).edit_intent.length <= INTENT_BRIEF_CHARS + 20);
  });

  it('passes a valid in-set choice through; null or out-of-set falls back to search_replace', () => {
    assert.deepEqual(readChoice({ representation: 'ast_transform' }, ['search_replace', 'ast_transform']), { representation: 'ast_transform', fallback: false });
    assert.deepEqual(readChoice({ representation: 'bounded_rewrite' }, ['search_replace', 'ast_transform']), { representation: 'search_replace', fallback: true });
    assert.deepEqual(readChoice(null, ['search_replace', 'ast_transform']), { representation: 'search_replace', fallback: true });
  });

  it('the output schema is one enumerated value and nothing else', () => {
    assert.ok(AdjudicationChoice.safeParse({ representation: 'search_replace' }).success);
    assert.ok(!AdjudicationChoice.safeParse({ representation: 'rewrite_everything' }).success);
    assert.ok(!AdjudicationChoice.safeParse({ representation: 'search_replace', patch: '...' }).success);
  });
});
