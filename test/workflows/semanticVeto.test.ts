// The semantic veto inside acceptPatch, against a local OpenAI-compatible stub (a real HTTP
// round trip): one call, demote-only, never retried, Level D only through root-cause-addressed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_TASK, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { startLlmStub } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';
import { createActivities } from '../../activities/index.js';
import { createLlmProvider } from '../../infra/llm/provider.js';
import { Sandbox } from '../../infra/sandbox.js';
import type { AcceptanceResult } from '../../domain/record.js';

describe('acceptPatch with the semantic veto', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  let stub: LlmStub;
  const tmp = tempConfig();
  before(async () => {
    ctx = await startEnv();
    stub = await startLlmStub();
  });
  after(async () => {
    await ctx?.env.teardown();
    await stub?.close();
    tmp.cleanup();
  });
  // The operator states the stub model's independence (PATCHGATE_LLM_INDEPENDENT=1) unless a
  // test says otherwise: requests here name no generatorModel, and unknown is not independent.
  const acts = (llmIndependent = true) =>
    createActivities({
      config: tmp.config,
      sandbox: Sandbox.fromConfig(tmp.config, { mode: 'bwrap' }),
      llm: createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '1500' })),
      llmIndependent,
    });
  async function run(candidate: string, extra = {}, llmIndependent = true): Promise<{ r: AcceptanceResult; attempts: number }> {
    const tq = taskQueueFor(candidate);
    const id = `${tq}-wf`;
    const r = await withWorker(ctx, tq, acts(llmIndependent), () =>
      ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, candidate, extra)] }),
    );
    const h = await ctx.env.client.workflow.getHandle(id).fetchHistory();
    const scheduled = (h.events ?? []).filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'applySemanticVeto');
    const started = (h.events ?? []).filter((e) => e.activityTaskStartedEventAttributes && scheduled.some((s) => Number(s.eventId) === Number(e.activityTaskStartedEventAttributes!.scheduledEventId)));
    const attempts = started.reduce((n, e) => Math.max(n, e.activityTaskStartedEventAttributes!.attempt ?? 1), 0);
    return { r, attempts: scheduled.length === 0 ? 0 : attempts };
  }

  it('a public API change reaches Level D and ACCEPT only with root-cause-addressed; one call, temperature 0, seeded', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.8}', usage: { prompt_tokens: 900, completion_tokens: 12 } });
    const { r, attempts } = await run('api-change');
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    assert.ok(['D', 'E'].includes(r.record?.evidence_strength ?? ''), String(r.record?.evidence_strength));
    assert.equal(r.record?.semantic_assessment.judgment, 'root-cause-addressed');
    assert.equal(stub.requests.length, 1);
    assert.equal(stub.requests[0]!.body.temperature, 0);
    assert.equal(typeof stub.requests[0]!.body.seed, 'number');
    assert.equal(attempts, 1);
    assert.equal(r.llm.calls, 1);
    assert.equal(r.llm.promptTokens, 900);
  });
  it('unknown independence (no generatorModel, nothing stated): root-cause-addressed is not admitted and the record says so', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.8}' });
    const { r } = await run('api-change', {}, false);
    assert.equal(r.verdict, 'INCONCLUSIVE', r.reason);
    assert.equal(r.record?.evidence_strength, 'C');
    assert.match(String(r.record?.semantic_assessment.judgment), /^skipped: root-cause-addressed from a non-independent assessor .*is not admitted as Level D evidence$/);
    assert.ok(r.missingEvidence.some((m) => /needs Level D/.test(m)), r.missingEvidence.join('; '));
    assert.equal(stub.requests.length, 1);
  });
  it('a named generator model that differs from the veto model is independent without any statement', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.8}' });
    const { r } = await run('api-change', { generatorModel: 'some-other-generator' }, false);
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    assert.ok(['D', 'E'].includes(r.record?.evidence_strength ?? ''));
  });
  it('overfit demotes an execution-green ACCEPT to INCONCLUSIVE', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"overfit","confidence":0.6}' });
    const { r } = await run('fix');
    assert.equal(r.verdict, 'INCONCLUSIVE');
    assert.equal(r.record?.semantic_assessment.demoted, true);
    assert.equal(r.record?.semantic_assessment.from_verdict, 'ACCEPT');
  });
  it('is skipped on a deterministic REJECT: no call is spent', async () => {
    stub.reset();
    const { r, attempts } = await run('breaks-neighbour');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(stub.requests.length, 0);
    assert.equal(attempts, 0);
    assert.match(String(r.record?.semantic_assessment.judgment), /^skipped: /);
  });
  it('HTTP 500: the violation is recorded, the verdict stands, one attempt, one request', async () => {
    stub.reset();
    stub.enqueue({ status: 500 });
    const { r, attempts } = await run('fix');
    assert.equal(r.verdict, 'ACCEPT');
    assert.match(String(r.record?.semantic_assessment.judgment), /^violation: /);
    assert.equal(stub.requests.length, 1);
    assert.equal(attempts, 1);
  });
  it('timeout: recorded, verdict unchanged, never retried', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"overfit","confidence":0.9}', delayMs: 4000 });
    const { r, attempts } = await run('fix');
    assert.equal(r.verdict, 'ACCEPT');
    assert.match(String(r.record?.semantic_assessment.judgment), /^violation: /);
    assert.equal(stub.requests.length, 1);
    assert.equal(attempts, 1);
  });
  it('root-cause-addressed over a deterministic INCONCLUSIVE cannot promote past missing evidence', async () => {
    stub.reset();
    stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.99}' });
    const { r } = await run('api-change', { failToPass: [] });
    assert.equal(r.verdict, 'INCONCLUSIVE');
  });
});
