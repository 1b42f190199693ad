// acceptPatch end to end: real ephemeral Temporal server, real bubblewrap, real pytest, on the
// bundled example's candidates.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_TASK, makeActivities, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import type { AcceptanceResult } from '../../domain/record.js';
import { Ledger } from '../../infra/ledger.js';
import { SA } from '../../domain/searchAttributes.js';
import { EDIT_INTENT } from '../helpers/editIntent.js';

describe('acceptPatch on the bundled example', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  const tmp = tempConfig();
  const acts = makeActivities(tmp.config);
  before(async () => {
    ctx = await startEnv();
  });
  after(async () => {
    await ctx?.env.teardown();
    tmp.cleanup();
  });

  async function run(candidate: string, extra = {}): Promise<AcceptanceResult> {
    const tq = taskQueueFor(candidate);
    return withWorker(ctx, tq, acts, () =>
      ctx.env.client.workflow.execute('acceptPatch', { taskQueue: tq, workflowId: `${tq}-wf`, args: [requestFor(EXAMPLE_TASK, candidate, extra)] }),
    );
  }

  it('ACCEPTs the correct fix at Level C with a complete record', async () => {
    const r = await run('fix');
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    assert.equal(r.changeClass, 'normal_bug_fix');
    assert.equal(r.record?.evidence_strength, 'C');
    assert.equal(r.record?.bug_reproduction.bug_discriminating, true);
    assert.equal(r.record?.regressions.unbroken, true);
    assert.equal(r.record?.regressions.guard_set, 14);
    assert.equal(r.record?.differential_testing.outcome, 'no-divergence');
    assert.ok((r.record?.differential_testing.probes ?? 0) > 0);
    assert.equal(r.record?.fuzzing.outcome, 'none-found');
    assert.equal(r.record?.impact_tests.coverage_reached, 1);
    assert.deepEqual(r.tells, []);
    // The operator's filters: typed search attributes set by the workflow.
    const d = await ctx.env.client.workflow.getHandle(r.workflowId).describe();
    assert.equal(d.typedSearchAttributes.get(SA.verdict), 'ACCEPT');
    assert.equal(d.typedSearchAttributes.get(SA.changeClass), 'normal_bug_fix');
    assert.equal(d.typedSearchAttributes.get(SA.evidence), 'C');
    assert.equal(d.typedSearchAttributes.get(SA.failingTier), 'none');
    assert.equal(d.typedSearchAttributes.get(SA.mode), '18gate');
    const ledger = new Ledger(tmp.config.workspace.ledger).read();
    assert.ok(ledger.some((e) => e.entry.workflowId === r.workflowId && e.entry.verdict === 'ACCEPT'));
  });

  it('REJECTs a fix that breaks a guarded neighbour, typed to unbroken?', async () => {
    const r = await run('breaks-neighbour');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'unbroken?');
    assert.equal(r.record?.bug_reproduction.fixed, true);
    assert.equal(r.record?.regressions.unbroken, false);
    assert.ok((r.record?.regressions.failed ?? 0) >= 1);
  });

  it('REJECTs a test-tampering patch, typed to tamper', async () => {
    const r = await run('skip-test');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'tamper');
    assert.ok(r.tamperDetections.some((d) => d.kind === 'skip-marker-added'));
    assert.equal(r.cost.testExecutions, 0, 'halts before running tests');
  });

  it('REJECTs a patch that does not parse at tier A', async () => {
    const r = await run('syntax-error');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'A');
    assert.equal(r.record?.syntax.parsed, false);
    assert.equal(r.record?.evidence_strength, null);
  });

  it('REJECTs a docs-only patch typed to fixed?', async () => {
    const r = await run('docs-only');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'fixed?');
  });

  it('holds a public API change INCONCLUSIVE without a model (needs Level D)', async () => {
    const r = await run('api-change');
    assert.equal(r.changeClass, 'public_api_schema');
    assert.equal(r.requiredLevel, 'D');
    assert.equal(r.verdict, 'INCONCLUSIVE');
    assert.match(r.missingEvidence.join('\n'), /needs Level D, reached C/);
  });

  it('catches the special-casing overfit that passes every visible test (tell + generalization probe)', async () => {
    const r = await run('special-case');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'E');
    assert.ok(r.tells.some((t) => t.kind === 'input-special-casing'));
    assert.equal(r.record?.fuzzing.outcome, 'counterexample-found');
    assert.match(r.reason, /special-casing/);
  });

  it('catches a regression no visible test asserts, by differential execution against the pre-edit repo', async () => {
    const r = await run('hidden-regression');
    assert.equal(r.verdict, 'REJECT');
    assert.equal(r.failingTier, 'E', 'an unexplained divergence is Level E regression evidence; the guard set itself held');
    assert.equal(r.record?.regressions.unbroken, true);
    assert.equal(r.record?.differential_testing.outcome, 'diverged');
    assert.match(r.reason, /the fix does not explain/);
    assert.ok(r.counterexamples.some((c) => c.includes('percent_of(-')), r.counterexamples.join('\n'));
  });

  it('accepts edit intents instead of a diff: applyEdits runs first as a child workflow', async () => {
    const r = await run('fix', { patch: '', edits: { intents: [EDIT_INTENT], mode: 'edit10' } });
    assert.equal(r.verdict, 'ACCEPT', r.reason);
    // the child's sandboxed activities go to the sandbox queue, like the gate's own
    const child = await ctx.env.client.workflow.getHandle(`${r.workflowId}/edits`).fetchHistory();
    const queues = (child.events ?? []).flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.taskQueue?.name ?? ''] : []));
    assert.ok(queues.length > 0);
    assert.ok(queues.every((q) => q.endsWith('-sandbox')), JSON.stringify(queues));
    const bad = await run('fix', { patch: '', edits: { intents: [{ ...EDIT_INTENT, content: { kind: 'search_replace', blocks: [{ search: 'no such text\n', replace: 'x\n' }] } }], mode: 'edit10' } });
    assert.equal(bad.verdict, 'REJECT');
    assert.equal(bad.failingTier, 'A');
    assert.match(bad.reason, /no edit intent landed/);
  });

  it('catches the partial fix (rounds Decimal rates only) and the deleted validation, both passing every visible test', async () => {
    const partial = await run('partial');
    assert.equal(partial.verdict, 'REJECT', partial.reason);
    assert.equal(partial.failingTier, 'E');
    assert.match(partial.reason, /partial fix: .*not the same input given as an int/);
    const deletion = await run('deletion');
    assert.equal(deletion.verdict, 'REJECT', deletion.reason);
    assert.equal(deletion.failingTier, 'E');
    assert.match(deletion.reason, /deletion: the pre-edit rejected .*allocate\(/);
    assert.ok(deletion.tellStatus.some((t) => t.status === 'confirmed'), JSON.stringify(deletion.tellStatus));
  });

  it('a report whose code shows a second input the fix leaves as it was REJECTs the partial fix at Level B, before any attack', async () => {
    const issue = [
      'VAT is rounded down instead of to the nearest cent (#41).',
      '',
      '```python',
      '>>> from decimal import Decimal',
      '>>> percent_of(1299, Decimal("20"))',
      '259    # expected 260',
      '>>> percent_of(1299, "20")    # rates read from the config file are strings',
      '259    # expected 260',
      '```',
      '',
    ].join('\n');
    const r = await run('partial', { issue });
    assert.equal(r.verdict, 'REJECT', r.reason);
    assert.equal(r.failingTier, 'fixed?');
    assert.equal(r.cost.decidedAt, 'issue');
    assert.match(r.reason, /reproducer generated from the issue text still shows what the report shows: `percent_of\(1299, "20"\)` gives 259/);
    assert.deepEqual(
      r.issueReproducers?.claims.map((c) => c.status),
      ['met', 'as-reported'],
    );
    assert.equal(r.record?.fuzzing.outcome.startsWith('not_run'), true, 'no Level E attack was spent');
  });

  it('greencommit ACCEPTs the tampering patch the gate rejects', async () => {
    const r = await run('skip-test', { mode: 'greencommit' });
    assert.equal(r.mode, 'greencommit');
    assert.equal(r.verdict, 'ACCEPT');
    assert.equal(r.record, null);
  });
});
