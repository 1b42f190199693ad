// Spec 22 phase 4 against the local OpenAI-compatible stub (a real HTTP round trip): exactly one
// bounded call at temperature 0, findings only; the blinded fields never reach the endpoint even
// when supplied; a malformed reply or a verdict key drops the findings with the violation logged
// and no second call; no model configured → no call (the L column stays empty).
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { AcceptRequest } from '../../../domain/schemas.js';
import { CRITIC_MAX_TOKENS, CRITIC_SCHEMA_NAME } from '../../../domain/critic/prompt.js';
import { REVIEW_FINDING_FIELDS } from '../../../domain/critic/schemas.js';
import { createActivities } from '../../../activities/index.js';
import { makeCallCritic } from '../../../activities/critic/callCritic.js';
import type { CallCriticInput, CallCriticResult } from '../../../activities/critic/callCritic.js';
import type { BuildPacketResult } from '../../../activities/critic/buildPacket.js';
import { createLlmProvider, NoLlmProvider } from '../../../infra/llm/provider.js';
import { Sandbox } from '../../../infra/sandbox.js';
import { EXAMPLE_TASK, requestFor, tempConfig } from '../../helpers/env.js';
import { startLlmStub } from '../../helpers/llmStub.js';
import type { LlmStub } from '../../helpers/llmStub.js';
import { leakyHiddenRegression, RATIONALE, regressionFinding } from './fixtures.js';

describe('callCritic (spec 22 phase 4)', () => {
  const { config, cleanup } = tempConfig();
  const sandbox = Sandbox.fromConfig(config);
  let stub: LlmStub;
  let built: BuildPacketResult;
  let unblinded: BuildPacketResult;
  const leaky = leakyHiddenRegression();
  const critic = (llm = createLlmProvider(stub.env())) => makeCallCritic({ config, sandbox, llm });
  const call = (fn: ReturnType<typeof makeCallCritic>, i: CallCriticInput) => new MockActivityEnvironment().run(fn, i) as Promise<CallCriticResult>;

  before(async () => {
    stub = await startLlmStub();
    const acts = createActivities({ config, sandbox });
    const ws = await acts.prepareWorkspace({ request: AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'hidden-regression', { patch: String(leaky.request.patch) })) });
    const impact = await acts.computeReviewImpact({ workspace: ws, patch: String(leaky.request.patch) });
    built = await acts.buildReviewPacket({ workspace: ws, request: leaky.request, impact });
    unblinded = await acts.buildReviewPacket({ workspace: ws, request: leaky.request, impact, noBlinding: true });
  });
  beforeEach(() => stub.reset());
  after(async () => {
    await stub.close();
    cleanup();
  });

  it('one bounded call at temperature 0; returns the raw findings; the blinded fields never reach the endpoint', async () => {
    stub.enqueue({ content: JSON.stringify({ findings: [regressionFinding(0.9)] }) });
    const r = await call(critic(), { packet: built.packet, unblinded: null });
    assert.equal(stub.requests.length, 1);
    const body = stub.requests[0]!.body;
    assert.equal(body.temperature, 0);
    assert.equal(body.max_tokens, CRITIC_MAX_TOKENS);
    assert.equal(body.response_format.json_schema.name, CRITIC_SCHEMA_NAME);
    assert.deepEqual(Object.keys(body.response_format.json_schema.schema.properties), ['findings']);
    assert.deepEqual(body.response_format.json_schema.schema.properties.findings.items.required.sort(), [...REVIEW_FINDING_FIELDS].sort());
    // the user message carries the packet; the system prompt is the project's fixed text
    const sent = String(body.messages[1].content);
    for (const s of leaky.secrets) assert.doesNotMatch(sent, s, `reached the critic: ${s}`);
    assert.match(sent, /E1:invoicing\/money.py:42/);
    assert.equal(r.status, 'ok');
    assert.equal(r.violation, null);
    assert.deepEqual(r.findings, [regressionFinding(0.9)]);
    assert.equal(r.call.made, true);
    assert.ok(r.promptBytes > 0);
  });

  it('a malformed reply: findings dropped, the violation returned, no second call', async () => {
    stub.enqueue({ content: 'Here are my findings: the patch looks wrong.' });
    const r = await call(critic(), { packet: built.packet, unblinded: null });
    assert.equal(stub.requests.length, 1);
    assert.deepEqual(r.findings, []);
    assert.equal(r.status, 'parse-error');
    assert.match(r.violation!, /parse-error/);
  });

  it('no verdict channel: a reply with a verdict key is malformed and dropped whole', async () => {
    stub.enqueue({ content: JSON.stringify({ verdict: 'REJECT', findings: [regressionFinding(0.9)] }) });
    const r = await call(critic(), { packet: built.packet, unblinded: null });
    assert.equal(stub.requests.length, 1);
    assert.deepEqual(r.findings, []);
    assert.equal(r.status, 'schema-violation');
    assert.match(r.violation!, /verdict/);
  });

  it('an HTTP error is a result, never a retry', async () => {
    stub.enqueue({ status: 500 }, { content: JSON.stringify({ findings: [] }) });
    const r = await call(critic(), { packet: built.packet, unblinded: null });
    assert.equal(stub.requests.length, 1, 'exactly one request');
    assert.equal(r.status, 'http-error');
    assert.deepEqual(r.findings, []);
  });

  it('no model configured: no call, no findings — the L column stays empty', async () => {
    const r = await call(critic(new NoLlmProvider()), { packet: built.packet, unblinded: null });
    assert.equal(stub.requests.length, 0);
    assert.equal(r.call.made, false);
    assert.equal(r.status, 'not-configured');
    assert.deepEqual(r.findings, []);
  });

  it('only the no_blinding ablation hands the generator artifacts over', async () => {
    stub.enqueue({ content: '{"findings": []}' });
    await call(critic(), { packet: unblinded.packet, unblinded: unblinded.unblinded });
    const sent = JSON.stringify(stub.requests[0]!.body.messages);
    assert.match(sent, /generator_artifacts/);
    assert.ok(sent.includes(RATIONALE));
  });
});
