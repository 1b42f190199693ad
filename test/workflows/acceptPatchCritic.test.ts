// CRITIC=22 inside acceptPatch: the critic runs as a child workflow; a finding verified by
// execution REJECTs by the gate's authority (typed `critic`), a killed claim changes nothing,
// and CRITIC=off never starts it. Level E is budgeted to zero here so the critic is the only
// mechanism that can see the hidden regression.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_TASK, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { startLlmStub } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';
import { createActivities } from '../../activities/index.js';
import { createLlmProvider } from '../../infra/llm/provider.js';
import { Sandbox } from '../../infra/sandbox.js';
import type { AcceptanceResult } from '../../domain/record.js';
import { killedFinding, regressionFinding } from '../activities/critic/fixtures.js';

describe('acceptPatch with CRITIC=22', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  let stub: LlmStub;
  const tmp = tempConfig();
  tmp.config.budgets.normal_bug_fix = { probes: 0, fuzz_iterations: 0, fuzz_seconds: 0, guard_repeats: 0 };
  before(async () => {
    ctx = await startEnv();
    stub = await startLlmStub();
  });
  after(async () => {
    await ctx?.env.teardown();
    await stub?.close();
    tmp.cleanup();
  });
  const acts = () =>
    createActivities({
      config: tmp.config,
      sandbox: Sandbox.fromConfig(tmp.config, { mode: 'bwrap' }),
      llm: createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '5000' })),
    });
  async function run(candidate: string, extra = {}): Promise<{ r: AcceptanceResult; children: string[] }> {
    const tq = taskQueueFor(candidate);
    const id = `${tq}-wf`;
    const r = await withWorker(ctx, tq, acts(), () =>
      ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: id, args: [requestFor(EXAMPLE_TASK, candidate, extra)] }),
    );
    const h = await ctx.env.client.workflow.getHandle(id).fetchHistory();
    const children = (h.events ?? []).flatMap((e) => (e.startChildWorkflowExecutionInitiatedEventAttributes ? [e.startChildWorkflowExecutionInitiatedEventAttributes.workflowType?.name ?? ''] : []));
    return { r, children };
  }
  // The veto answers first (null: nothing to add), then the critic.
  const vetoNull = { content: '{"judgment":null,"confidence":0.5}' };

  it('a verified regression the visible tests miss → REJECT typed critic', async () => {
    stub.reset();
    stub.enqueue(vetoNull, { content: JSON.stringify({ findings: [regressionFinding(0.9)] }) });
    const { r, children } = await run('hidden-regression', { critic: '22' });
    assert.deepEqual(children, ['criticReview']);
    assert.equal(r.verdict, 'REJECT', r.reason);
    assert.equal(r.failingTier, 'critic');
    assert.equal(r.record?.verdict, 'REJECT');
    assert.equal(r.critic?.verified, 1);
  });
  it('a claim killed by its own falsification is discarded: the verdict stands', async () => {
    stub.reset();
    stub.enqueue(vetoNull, { content: JSON.stringify({ findings: [killedFinding(0.99)] }) });
    const { r } = await run('fix', { critic: '22' });
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    assert.equal(r.critic?.verified, 0);
  });
  it('CRITIC=off never starts the critic', async () => {
    stub.reset();
    stub.enqueue(vetoNull);
    const { r, children } = await run('hidden-regression');
    assert.deepEqual(children, []);
    assert.equal(r.critic, null);
    assert.equal(r.verdict, 'ACCEPT', 'without Level E and the critic, the hidden regression ships — the gap the critic closes');
  });
});
