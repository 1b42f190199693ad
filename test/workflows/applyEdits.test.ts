// applyEdits end to end: real ephemeral Temporal server, real sandbox, real git, over corpus
// intents in both arms (EDIT=edit10 and EDIT=raw); the one LLM call against a real HTTP stub,
// with a single attempt.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { makeActivities, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { startLlmStub } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';
import { createLlmProvider } from '../../infra/llm/provider.js';
import { createActivities } from '../../activities/index.js';
import { Sandbox } from '../../infra/sandbox.js';
import { loadEditCorpus, requestForCase } from '../../activities/edit/corpus.js';
import type { ApplyEditsResult, EditMode } from '../../domain/edit/schemas.js';
import type { LlmProvider } from '../../infra/llm/types.js';

describe('applyEdits workflow (spec 10)', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  let stub: LlmStub;
  const tmp = tempConfig();
  const { cases } = loadEditCorpus();
  const byId = (id: string) => cases.find((c) => c.id === id)!;
  const sandbox = Sandbox.fromConfig(tmp.config);
  const withLlm = (llm: LlmProvider) => createActivities({ config: tmp.config, sandbox, llm });
  before(async () => {
    ctx = await startEnv();
    stub = await startLlmStub();
  });
  after(async () => {
    await stub?.close();
    await ctx?.env.teardown();
    tmp.cleanup();
  });

  async function run(caseId: string, mode: EditMode, activities: object = makeActivities(tmp.config)): Promise<ApplyEditsResult> {
    const tq = taskQueueFor(`${caseId}-${mode}`);
    return withWorker(ctx, tq, activities, () =>
      ctx.env.client.workflow.execute('applyEdits', { taskQueue: tq, workflowId: `${tq}-wf`, args: [requestForCase(byId(caseId), mode)] }),
    );
  }

  it('edit10 applies a three-intent change with anchor refresh and returns the developer-facing diff', async () => {
    const r = await run('csvreport-null-group-key-gold-steps', 'edit10');
    assert.equal(r.mode, 'edit10');
    assert.deepEqual(r.applied, ['add-sort-key', 'aggregate-sort', 'summarize-sort']);
    assert.deepEqual(r.changedFiles, ['csvreport/group.py']);
    assert.match(r.diff, /^\+def _sort_key\(key\):$/m);
    assert.match(r.diff, /^\+    for key in sorted\(groups, key=_sort_key\):$/m);
    const third = r.log[2]!;
    assert.deepEqual(third.anchor.live, [third.anchor.declared[0] + 6, third.anchor.declared[1] + 6], 'refreshed after the first commit');
    assert.equal(r.llm.calls, 0);
  });

  it('raw applies the same intents with no gates and the instruments observe them', async () => {
    const r = await run('invoicing-money-whole-file-rewrite', 'raw');
    const e = r.log[0]!;
    assert.deepEqual([e.gated, e.status, e.measure.landed, e.measure.inScope], [false, 'applied', true, false]);
    assert.match(r.diff, /CURRENCY_SYMBOLS = \{'EUR'/);
    const g = await run('invoicing-money-whole-file-rewrite', 'edit10');
    assert.deepEqual([g.log[0]!.status, g.log[0]!.stage], ['rejected', 'collateral']);
    assert.equal(g.diff, '');
  });

  it('adjudicates a genuinely ambiguous edit with one call and applies the model\'s in-set choice', async () => {
    stub.reset();
    stub.enqueue({ content: '{"representation":"ast_transform"}' });
    const r = await run('colorsys-hls-tail-boundary', 'edit10', withLlm(createLlmProvider(stub.env())));
    const e = r.log[0]!;
    assert.equal(stub.requests.length, 1);
    assert.equal(stub.requests[0]!.body.temperature, 0);
    assert.equal(stub.requests[0]!.body.max_tokens, 256);
    assert.deepEqual([e.adjudication?.fired, e.adjudication?.choice, e.adjudication?.fallback], [true, 'ast_transform', false]);
    assert.equal(e.representation, 'ast_transform');
    assert.equal(e.status, 'applied', e.reason ?? '');
    assert.equal(r.llm.calls, 1);
    assert.ok(r.llm.promptTokens > 0);
  });

  it('a failing adjudication activity runs once and falls back to search_replace (no retry, no second call)', async () => {
    let calls = 0;
    const crashing: LlmProvider = {
      configured: true,
      model: 'crash',
      async call() {
        calls++;
        throw new Error('endpoint exploded');
      },
    };
    const r = await run('colorsys-hls-tail-boundary', 'edit10', withLlm(crashing));
    const e = r.log[0]!;
    assert.equal(calls, 1, 'maximumAttempts 1');
    assert.deepEqual([e.adjudication?.fired, e.adjudication?.fallback, e.adjudication?.status], [true, true, 'activity-failure']);
    assert.equal(e.representation, 'search_replace');
    assert.equal(e.status, 'applied');
  });

  it('refuses an invalid request as a non-retryable bad request', async () => {
    const tq = taskQueueFor('bad-edit-request');
    await assert.rejects(
      withWorker(ctx, tq, makeActivities(tmp.config), () =>
        ctx.env.client.workflow.execute('applyEdits', {
          taskQueue: tq,
          workflowId: `${tq}-wf`,
          args: [{ repo: { path: '/tmp', commit: 'HEAD' }, intents: [{ id: 'x', file: '../etc/passwd.py', entity: 'f', span: [1, 1], content: { kind: 'search_replace', blocks: [{ search: 'a', replace: 'b' }] } }], mode: 'edit10' }],
        }),
      ),
      (err: unknown) => err instanceof WorkflowFailedError && /invalid applyEdits request/.test(String((err.cause as Error)?.message)),
    );
  });
});
