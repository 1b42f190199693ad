// Bad input never crashes, hangs or escapes: a hanging candidate, a candidate that tries the
// network, non-existent test ids, a path-traversal diff and an invalid request each end in a
// typed outcome.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { makeActivities, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { makeMiniRepo, miniPatch } from '../helpers/miniRepo.js';
import type { AcceptanceResult } from '../../domain/record.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';

describe('acceptPatch with bad input', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  const tmp = tempConfig({ wall_seconds: 8 });
  const acts = makeActivities(tmp.config);
  const repo = makeMiniRepo();
  const F2P = ['tests/test_core.py::test_clamp_high'];
  const P2P = ['tests/test_core.py::test_clamp_low', 'tests/test_core.py::test_clamp_inside', 'tests/test_core.py::test_mean'];
  before(async () => {
    ctx = await startEnv();
  });
  after(async () => {
    await ctx?.env.teardown();
    tmp.cleanup();
  });
  const req = (patch: string, extra: Partial<AcceptRequestInput> = {}): AcceptRequestInput => ({
    repo: { path: repo, commit: 'HEAD' },
    patch,
    issue: 'clamp returns low for values above high',
    failToPass: F2P,
    passToPass: P2P,
    mode: '18gate',
    ...extra,
  });
  const run = (name: string, r: AcceptRequestInput): Promise<AcceptanceResult> => {
    const tq = taskQueueFor(name);
    return withWorker(ctx, tq, acts, () => ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: `${tq}-wf`, args: [r] }));
  };
  const fix = miniPatch('        return low', ['        return high']);

  it('the mini repo fix is ACCEPTed (control)', async () => {
    const r = await run('control', req(fix));
    assert.equal(r.verdict, 'ACCEPT', r.reason);
  });
  it('a candidate that hangs is killed at the wall clock: REJECT fixed? with a timeout outcome', async () => {
    const r = await run('hang', req(miniPatch('        return low', ['        while True:', '            pass'])));
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'fixed?');
    assert.match(r.record!.bug_reproduction.candidate_result, /timeout/);
  });
  it('a candidate that needs the network cannot reach it', async () => {
    const r = await run('network', req(miniPatch('        return low', ['        import urllib.request', '        urllib.request.urlopen("http://1.1.1.1", timeout=3)', '        return high'])));
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'fixed?');
  });
  it('a non-existent reproducer id is a REJECT naming the missing test', async () => {
    const r = await run('missing-f2p', req(fix, { failToPass: ['tests/test_core.py::test_nope'] }));
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'fixed?');
    assert.match(r.reason, /test_nope missing/);
  });
  it('a non-existent guard id is recorded as not a guard', async () => {
    const r = await run('missing-p2p', req(fix, { passToPass: [...P2P, 'tests/test_nope.py::test_x'] }));
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    assert.ok(r.nonGuards.some((g) => g.includes('test_nope.py') && g.includes('missing')), r.nonGuards.join());
    assert.equal(r.guards.length, 3);
  });
  it('a path-traversal diff is a tier-A REJECT with the reason', async () => {
    const r = await run('traversal', req('--- a/../../etc/passwd\n+++ b/../../etc/passwd\n@@ -1 +1 @@\n-root\n+pwned\n'));
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'A');
    assert.match(r.reason, /path traversal/);
  });
  it('an invalid request fails the workflow with a typed, non-retryable error', async () => {
    await assert.rejects(run('invalid', req(fix, { failToPass: ['--co'] })), (e: unknown) => {
      assert.ok(e instanceof WorkflowFailedError);
      assert.match(String((e.cause as Error)?.message), /test id/);
      return true;
    });
  });
});
