// Spec 10 §5 phase 3: the one learned call, against a real OpenAI-compatible HTTP stub on
// 127.0.0.1. It fires only on genuine ambiguity; one request, temperature 0, 256 max tokens,
// output constrained to one enumerated value; any failure is search_replace with no second call.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { startLlmStub } from '../../helpers/llmStub.js';
import type { LlmStub } from '../../helpers/llmStub.js';
import { createLlmProvider } from '../../../infra/llm/provider.js';
import { makeAdjudicateRepresentation } from '../../../activities/edit/adjudicate.js';
import type { AdjudicateInput } from '../../../domain/edit/stages.js';
import type { AdjudicationRecord } from '../../../domain/edit/schemas.js';

const ambiguous: AdjudicateInput = {
  classification: { scope: 'function_entity', entity: 'rgb_to_hls', file: '/colorsys.py', span: [80, 97], at_unit_boundary: true },
  candidates: ['search_replace', 'ast_transform'],
  deterministic: 'ast_transform',
  intent: { id: 'hls', description: 'normalize the hue computation', content: { kind: 'search_replace', blocks: [{ search: 'h = (h/6.0) % 1.0', replace: 'h = (h / 6.0) % 1.0' }] } },
};

describe('adjudicateRepresentation (spec 10 §4, §5 phase 3)', () => {
  let stub: LlmStub;
  let adjudicate: ReturnType<typeof makeAdjudicateRepresentation>;
  before(async () => {
    stub = await startLlmStub();
    adjudicate = makeAdjudicateRepresentation({ llm: createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '2000' })) });
  });
  beforeEach(() => stub.reset());
  after(async () => stub.close());

  it('does not call the model when the ladder left no ambiguity', async () => {
    const notFlagged = await adjudicate({ ...ambiguous, classification: { ...ambiguous.classification, at_unit_boundary: false } });
    const single = await adjudicate({ ...ambiguous, candidates: ['ast_transform'] });
    assert.equal(stub.requests.length, 0);
    assert.equal(notFlagged.fired, false);
    assert.equal(notFlagged.choice, 'ast_transform', 'the ladder\'s own answer stands');
    assert.equal(single.fired, false);
  });

  it('makes exactly one call at temperature 0 with 256 max tokens and a one-value schema; a valid choice passes through', async () => {
    stub.enqueue({ content: '{"representation":"ast_transform"}' });
    const r = (await new MockActivityEnvironment().run(adjudicate, ambiguous)) as AdjudicationRecord;
    assert.equal(stub.requests.length, 1);
    const body = stub.requests[0]!.body;
    assert.equal(body.temperature, 0);
    assert.equal(body.max_tokens, 256);
    assert.equal(body.response_format.type, 'json_schema');
    assert.deepEqual(body.response_format.json_schema.schema.properties.representation.enum, ['search_replace', 'ast_transform', 'bounded_rewrite']);
    const user = JSON.parse(body.messages[1].content);
    assert.deepEqual(Object.keys(user), ['scope', 'candidate_representations', 'edit_intent']);
    assert.deepEqual(r, { ...r, fired: true, choice: 'ast_transform', fallback: false, status: 'ok' });
    assert.ok(r.promptTokens > 0);
  });

  it('a malformed reply falls back to search_replace with no second call', async () => {
    stub.enqueue({ content: 'I would pick the AST one, probably.' });
    const r = await adjudicate(ambiguous);
    assert.equal(stub.requests.length, 1);
    assert.equal(r.choice, 'search_replace');
    assert.equal(r.fallback, true);
    assert.equal(r.status, 'parse-error');
  });

  it('an out-of-set choice falls back to search_replace with no second call', async () => {
    stub.enqueue({ content: '{"representation":"bounded_rewrite"}' });
    const r = await adjudicate(ambiguous);
    assert.equal(stub.requests.length, 1);
    assert.equal(r.choice, 'search_replace');
    assert.equal(r.status, 'out-of-set');
  });

  it('a value outside the enumeration is a schema violation: fallback, no second call', async () => {
    stub.enqueue({ content: '{"representation":"rewrite_the_file"}' });
    const r = await adjudicate(ambiguous);
    assert.equal(stub.requests.length, 1);
    assert.equal(r.choice, 'search_replace');
    assert.equal(r.status, 'schema-violation');
  });

  it('an HTTP error or a timeout falls back to search_replace with no retry', async () => {
    stub.enqueue({ status: 500 });
    const e = await adjudicate(ambiguous);
    assert.equal(e.choice, 'search_replace');
    assert.equal(e.status, 'http-error');
    stub.enqueue({ content: '{"representation":"ast_transform"}', delayMs: 4000 });
    const t = await adjudicate(ambiguous);
    assert.equal(t.choice, 'search_replace');
    assert.equal(t.status, 'timeout');
    assert.equal(stub.requests.length, 2, 'one request per adjudication, never a retry');
  });

  it('with no model configured it is the deterministic fallback and no request', async () => {
    const none = makeAdjudicateRepresentation({});
    const r = await none(ambiguous);
    assert.deepEqual([r.fired, r.choice, r.fallback, r.status], [false, 'search_replace', true, 'not-configured']);
    const off = makeAdjudicateRepresentation({ llm: createLlmProvider({}) });
    assert.equal((await off(ambiguous)).status, 'not-configured');
    assert.equal(stub.requests.length, 0);
  });
});
