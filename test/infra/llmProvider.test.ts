// The LLM provider against a local OpenAI-compatible stub: a real HTTP round trip on loopback.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { createLlmProvider, effectiveMaxTokens, llmConfigFromEnv, NoLlmProvider, NOT_CONFIGURED, parseJsonReply } from '../../infra/llm/provider.js';
import { SemanticVetoOutput, VETO_MAX_TOKENS } from '../../domain/veto.js';
import { ADJUDICATION_MAX_TOKENS } from '../../domain/edit/adjudication.js';
import { CRITIC_MAX_TOKENS } from '../../domain/critic/prompt.js';
import { startLlmStub, STUB_MODEL } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';

const req = { stage: 'semantic_veto', system: 'SYS', user: 'USER', schema: SemanticVetoOutput, schemaName: 'semantic_veto', maxTokens: 256 };

describe('LLM provider (OpenAI-compatible, one call, temperature 0, seeded)', () => {
  let stub: LlmStub;
  before(async () => {
    stub = await startLlmStub();
  });
  after(async () => {
    await stub.close();
  });
  beforeEach(() => stub.reset());

  test('unconfigured: no call, the L column is empty', async () => {
    const llm = createLlmProvider({});
    assert.equal(llm.configured, false);
    assert.ok(llm instanceof NoLlmProvider);
    const r = await llm.call(req);
    assert.equal(r.value, null);
    assert.equal(r.call.made, false);
    assert.equal(r.call.status, 'not-configured');
    assert.equal(r.call.error, NOT_CONFIGURED);
    assert.equal(createLlmProvider({ PATCHGATE_LLM_BASE_URL: stub.baseUrl }).configured, false, 'a model is required too');
    assert.equal(stub.requests.length, 0);
  });

  test('one request: temperature 0, the seed, max_tokens, json_schema from zod, message order; tokens and cost recorded', async () => {
    stub.enqueue({ content: '{"judgment":"overfit","confidence":0.75}', usage: { prompt_tokens: 1200, completion_tokens: 30 } });
    const llm = createLlmProvider(stub.env({ PATCHGATE_LLM_PRICE_IN: '0.5', PATCHGATE_LLM_PRICE_OUT: '2' }));
    assert.equal(llm.model, STUB_MODEL);
    const r = await llm.call(req);
    assert.deepEqual(r.value, { judgment: 'overfit', confidence: 0.75 });
    assert.equal(stub.requests.length, 1);
    const sent = stub.requests[0]!;
    assert.equal(sent.path, '/v1/chat/completions');
    assert.equal(sent.headers.authorization, 'Bearer stub-key');
    assert.equal(sent.body.model, STUB_MODEL);
    assert.equal(sent.body.temperature, 0);
    assert.equal(sent.body.seed, 18);
    assert.equal(sent.body.max_tokens, 256);
    assert.deepEqual(
      sent.body.messages.map((m: { role: string }) => m.role),
      ['system', 'user'],
    );
    assert.equal(sent.body.messages[0].content, 'SYS');
    assert.equal(sent.body.messages[1].content, 'USER');
    const rf = sent.body.response_format;
    assert.equal(rf.type, 'json_schema');
    assert.equal(rf.json_schema.name, 'semantic_veto');
    assert.equal(rf.json_schema.strict, true);
    assert.deepEqual(rf.json_schema.schema.required, ['judgment', 'confidence']);
    assert.equal(rf.json_schema.schema.additionalProperties, false);
    assert.deepEqual(rf.json_schema.schema.properties.judgment.anyOf[0].enum, ['root-cause-addressed', 'overfit', 'non-minimal', 'unidiomatic']);
    assert.equal(rf.json_schema.schema.$schema, undefined);
    const c = r.call;
    assert.equal(c.made, true);
    assert.equal(c.status, 'ok');
    assert.equal(c.model, STUB_MODEL);
    assert.equal(c.promptTokens, 1200);
    assert.equal(c.completionTokens, 30);
    assert.ok(Math.abs(c.costUsd - (1200 * 0.5 + 30 * 2) / 1e6) < 1e-12, `cost ${c.costUsd}`);
    assert.ok(c.latencyMs >= 0);
    assert.equal(c.raw, '{"judgment":"overfit","confidence":0.75}');
    assert.equal(c.seed, 18);
    assert.equal(c.temperature, 0);
  });

  test('the seed, token field and a lower bound come from the environment', async () => {
    stub.enqueue({ content: '{"judgment":null,"confidence":0}' });
    const llm = createLlmProvider(
      stub.env({ PATCHGATE_LLM_SEED: '7', PATCHGATE_LLM_MAX_TOKENS_FIELD: 'max_completion_tokens', PATCHGATE_LLM_MAX_TOKENS: '100' }),
    );
    const r = await llm.call(req);
    assert.equal(r.call.status, 'ok');
    const body = stub.requests[0]!.body;
    assert.equal(body.seed, 7);
    assert.equal(body.max_completion_tokens, 100);
    assert.equal(body.max_tokens, undefined);
    assert.equal(r.call.maxTokens, 100);
  });

  test('PATCHGATE_LLM_MAX_TOKENS never raises a stage cap (veto 256, adjudication 256, critic 4000)', async () => {
    const caps = [
      { stage: 'semantic_veto', cap: VETO_MAX_TOKENS },
      { stage: 'edit_adjudication', cap: ADJUDICATION_MAX_TOKENS },
      { stage: 'critic', cap: CRITIC_MAX_TOKENS },
    ];
    assert.deepEqual(caps.map((c) => c.cap), [256, 256, 4000]);
    const llm = createLlmProvider(stub.env({ PATCHGATE_LLM_MAX_TOKENS: '2000' }));
    for (const c of caps) {
      stub.enqueue({ content: '{"judgment":null,"confidence":0}' });
      const r = await llm.call({ ...req, stage: c.stage, maxTokens: c.cap });
      assert.equal(r.call.maxTokens, Math.min(c.cap, 2000), c.stage);
    }
    assert.deepEqual(stub.requests.map((q) => q.body.max_tokens), [256, 256, 2000]);
    assert.equal(effectiveMaxTokens(256, null), 256);
    assert.equal(effectiveMaxTokens(256, 100_000), 256);
    assert.equal(effectiveMaxTokens(4000, 1), 1);
  });

  test('a PATCHGATE_LLM_MAX_TOKENS that is not a positive integer is a configuration error', () => {
    for (const v of ['0', '-5', '12.5', 'lots']) {
      assert.throws(() => llmConfigFromEnv(stub.env({ PATCHGATE_LLM_MAX_TOKENS: v })), /PATCHGATE_LLM_MAX_TOKENS must be a positive integer/, v);
    }
  });

  test('json_object and none modes: the schema goes into the system message; fenced plain JSON is accepted', async () => {
    stub.enqueue({ content: '{"judgment":"unidiomatic","confidence":0.4}' }, { content: '```json\n{"judgment":null,"confidence":0.1}\n```' });
    const a = await createLlmProvider(stub.env({ PATCHGATE_LLM_STRUCTURED: 'json_object' })).call(req);
    const b = await createLlmProvider(stub.env({ PATCHGATE_LLM_STRUCTURED: 'none' })).call(req);
    assert.deepEqual(a.value, { judgment: 'unidiomatic', confidence: 0.4 });
    assert.deepEqual(b.value, { judgment: null, confidence: 0.1 });
    assert.equal(stub.requests.length, 2);
    assert.deepEqual(stub.requests[0]!.body.response_format, { type: 'json_object' });
    assert.equal(stub.requests[1]!.body.response_format, undefined);
    for (const r of stub.requests) {
      assert.match(r.body.messages[0].content, /^SYS\n\nReply with exactly one JSON object named semantic_veto/);
      assert.match(r.body.messages[0].content, /"required":\["judgment","confidence"\]/);
    }
  });

  test('HTTP 500: one request, status http-error, no retry', async () => {
    stub.enqueue({ status: 500 });
    const r = await createLlmProvider(stub.env()).call(req);
    assert.equal(r.value, null);
    assert.equal(r.call.status, 'http-error');
    assert.match(r.call.error!, /HTTP 500/);
    await new Promise((res) => setTimeout(res, 300)); // a retry would arrive here
    assert.equal(stub.requests.length, 1);
  });

  test('HTTP 400 on json_schema is a failed call, not a cue to retry in another mode', async () => {
    stub.enqueue({ status: 400 });
    const r = await createLlmProvider(stub.env()).call(req);
    assert.equal(r.call.status, 'http-error');
    assert.match(r.call.error!, /HTTP 400/);
    await new Promise((res) => setTimeout(res, 200));
    assert.equal(stub.requests.length, 1);
  });

  test('reply slower than the timeout: one request, status timeout', async () => {
    stub.enqueue({ content: '{"judgment":null,"confidence":0}', delayMs: 1500 });
    const t0 = Date.now();
    const r = await createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '300' })).call(req);
    assert.ok(Date.now() - t0 < 1400, 'the client gave up at its timeout');
    assert.equal(r.call.status, 'timeout');
    assert.equal(r.value, null);
    await new Promise((res) => setTimeout(res, 1500));
    assert.equal(stub.requests.length, 1);
  });

  test('connection refused: http-error, one attempt', async () => {
    const r = await createLlmProvider({ PATCHGATE_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PATCHGATE_LLM_MODEL: 'm' }).call(req);
    assert.equal(r.call.status, 'http-error');
    assert.match(r.call.error!, /connection error/);
  });

  test('malformed JSON, prose, empty content: parse-error', async () => {
    stub.enqueue({ content: '{"judgment": "overfit", ' }, { content: 'I think it is overfit.' }, { content: '' }, { content: null });
    const llm = createLlmProvider(stub.env());
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await llm.call(req));
    assert.deepEqual(
      results.map((r) => r.call.status),
      ['parse-error', 'parse-error', 'parse-error', 'parse-error'],
    );
    assert.equal(results[0]!.call.raw, '{"judgment": "overfit", ');
    assert.equal(stub.requests.length, 4, 'one request per call');
  });

  test('schema violations: missing field, unknown judgment, extra field, out-of-range confidence', async () => {
    const bad = [
      '{"confidence":0.9}',
      '{"judgment":"looks-good","confidence":0.9}',
      '{"judgment":"overfit","confidence":0.9,"verdict":"ACCEPT"}',
      '{"judgment":"overfit","confidence":1.5}',
    ];
    stub.enqueue(...bad.map((content) => ({ content })));
    const llm = createLlmProvider(stub.env());
    for (const content of bad) {
      const r = await llm.call(req);
      assert.equal(r.call.status, 'schema-violation', content);
      assert.equal(r.value, null);
      assert.equal(r.call.raw, content);
      assert.ok(r.call.error);
    }
    assert.equal(stub.requests.length, bad.length);
  });

  test('raw reply is bounded in the record; usage missing counts as zero', async () => {
    stub.enqueue({ rawBody: JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'x'.repeat(20000) }, finish_reason: 'length' }] }) });
    const r = await createLlmProvider(stub.env()).call(req);
    assert.equal(r.call.status, 'parse-error');
    assert.match(r.call.error!, /cut at max_tokens/);
    assert.equal(r.call.raw!.length, 8 * 1024);
    assert.equal(r.call.promptTokens, 0);
    assert.equal(r.call.costUsd, 0);
  });

  test('a schema with no JSON Schema form: reported as a result, no request sent', async () => {
    const r = await createLlmProvider(stub.env()).call({ ...req, schema: z.object({ a: z.string().transform((x) => x.length) }) });
    assert.equal(r.call.status, 'schema-violation');
    assert.equal(r.call.made, false);
    assert.match(r.call.error!, /cannot derive a JSON Schema/);
    assert.equal(stub.requests.length, 0);
  });

  test('configuration: defaults and validation', () => {
    const cfg = llmConfigFromEnv({ PATCHGATE_LLM_BASE_URL: 'http://127.0.0.1:1/v1', PATCHGATE_LLM_MODEL: 'm' })!;
    assert.equal(cfg.timeoutMs, 60000);
    assert.equal(cfg.seed, 18);
    assert.equal(cfg.structured, 'json_schema');
    assert.equal(cfg.apiKey, null);
    assert.throws(() => llmConfigFromEnv({ PATCHGATE_LLM_BASE_URL: 'http://x/v1', PATCHGATE_LLM_MODEL: 'm', PATCHGATE_LLM_STRUCTURED: 'yaml' }));
    assert.throws(() => llmConfigFromEnv({ PATCHGATE_LLM_BASE_URL: 'http://x/v1', PATCHGATE_LLM_MODEL: 'm', PATCHGATE_LLM_TIMEOUT_MS: 'soon' }));
    assert.equal(llmConfigFromEnv({}), null);
  });

  test('parseJsonReply strips one fence only', () => {
    assert.deepEqual(parseJsonReply(' {"a":1} '), { a: 1 });
    assert.deepEqual(parseJsonReply('```\n{"a":1}\n```'), { a: 1 });
    assert.throws(() => parseJsonReply('Sure! {"a":1}'));
  });
});
