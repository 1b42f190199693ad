// judgeCandidate, the oracle, on the bundled example with the real sandbox and pytest: a known
// correct candidate, two known wrong ones that pass every visible test, a test-tampering one,
// the cache, and a task whose gold cannot serve as a reference.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { EXAMPLE_TASK, makeActivities, tempConfig } from '../../helpers/env.js';
import { OracleJudgment } from '../../../domain/ab/outcome.js';

describe('judgeCandidate (the oracle) on the bundled example', () => {
  const tmp = tempConfig();
  const acts = makeActivities(tmp.config);
  after(() => tmp.cleanup());

  async function judge(candidateId: string, taskDir = EXAMPLE_TASK) {
    const env = new MockActivityEnvironment();
    const heartbeats: unknown[] = [];
    env.on('heartbeat', (d: unknown) => heartbeats.push(d));
    const j = await env.run(acts.judgeCandidate, { taskDir, candidateId });
    return { j: OracleJudgment.parse(j), heartbeats };
  }

  it('judges the correct fix correct: every clause holds', async () => {
    const { j, heartbeats } = await judge('fix');
    assert.equal(j.correct, true, j.reasons.join('; '));
    assert.deepEqual(j.clauses, { applies: true, visible_obligations: true, hidden_obligations: true, differential_agrees: true, test_surface_intact: null });
    assert.ok(j.tests_compared >= 28, `compared ${j.tests_compared} tests`);
    assert.equal(j.cached, false);
    assert.ok(heartbeats.length >= 1, 'heartbeats while it runs');
  });

  it('judges the special-casing candidate wrong although it passes every visible test', async () => {
    const { j } = await judge('special-case');
    assert.equal(j.correct, false);
    assert.equal(j.clauses.visible_obligations, true, 'passes the visible tests');
    assert.equal(j.clauses.hidden_obligations, false);
    assert.equal(j.clauses.differential_agrees, false);
    assert.ok(j.divergences.some((d) => /gold passed, candidate failed/.test(d)));
  });

  it('judges the hidden regression wrong: it differs from the gold on negative amounts', async () => {
    const { j } = await judge('hidden-regression');
    assert.equal(j.correct, false);
    assert.equal(j.clauses.visible_obligations, true);
    assert.ok(j.divergences.some((d) => /negative|exact_results_keep_their_sign|credit_note/.test(d)), j.divergences.join('\n'));
  });

  it('judges the test-tampering candidate on the original tests, and flags the weakened surface', async () => {
    const { j } = await judge('skip-test');
    assert.equal(j.correct, false);
    assert.equal(j.clauses.visible_obligations, false, 'the restored reproducer still fails');
    assert.equal(j.clauses.test_surface_intact, false);
  });

  it('reuses its cached judgment', async () => {
    const { j } = await judge('fix');
    assert.equal(j.cached, true);
    assert.equal(j.correct, true);
  });

  it('cannot judge when the gold does not apply: correct is null, never a guess', async () => {
    const broken = path.join(path.dirname(tmp.config.workspace.dir), 'broken-gold-task');
    cpSync(EXAMPLE_TASK, broken, { recursive: true });
    writeFileSync(path.join(broken, 'oracle', 'gold.diff'), 'diff --git a/nope.py b/nope.py\n--- a/nope.py\n+++ b/nope.py\n@@ -1 +1 @@\n-x\n+y\n');
    const { j } = await judge('fix', broken);
    assert.equal(j.correct, null);
    assert.match(j.reasons.join(' '), /gold patch does not apply/);
  });
});
