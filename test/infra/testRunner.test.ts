// The runner seam: the Django adapter runs a runtests.py-compatible project written here
// (test/helpers/djangoStyleProject.ts) in the sandbox and types every test in Django's
// `test_x (module.Class)` form; an unknown runner is a clear, typed error.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { ApplicationFailure } from '@temporalio/common';
import { DJANGO_DEFAULT_COMMAND, djangoId, djangoLabel, runnerFor } from '../../infra/testRunner.js';
import { prepareRunDir, removeRunDir } from '../../infra/workspace.js';
import { makeDjangoStyleProject } from '../helpers/djangoStyleProject.js';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { Sandbox } from '../../infra/sandbox.js';

describe('runner seam', () => {
  const { config, cleanup } = tempConfig();
  const project = makeDjangoStyleProject();
  after(() => (cleanup(), rmSync(project, { recursive: true, force: true })));
  const sandbox = Sandbox.fromConfig(config);

  it('converts Django ids to runtests labels and back, both unittest spellings', () => {
    assert.equal(djangoLabel('test_add (arith.tests.ArithTests)'), 'arith.tests.ArithTests.test_add');
    assert.equal(djangoLabel('test_add (arith.tests.ArithTests.test_add)'), 'arith.tests.ArithTests.test_add');
    assert.equal(djangoId('test_add (arith.tests.ArithTests.test_add)'), 'test_add (arith.tests.ArithTests)');
    assert.equal(djangoLabel('Adding zero changes nothing.'), null);
    assert.equal(runnerFor('django').fileOf('test_add (arith.tests.ArithTests)'), 'tests/arith/tests.py');
  });

  it('refuses an unknown runner with a typed, non-retryable error naming the known ones', () => {
    assert.throws(
      () => runnerFor('nose'),
      (e: unknown) => e instanceof ApplicationFailure && e.type === 'PatchgateBadRequest' && e.nonRetryable && /unknown test runner "nose".*pytest, django/.test(e.message),
    );
  });

  it("runs Django's runtests.py and types each named test", async () => {
    const runDir = prepareRunDir(config.workspace.dir, project);
    try {
      const ids = [
        'test_add (arith.tests.ArithTests)',
        'test_add_zero (arith.tests.ArithTests)',
        'test_div_by_zero_is_none (arith.tests.ArithTests)',
        'test_wrong (arith.tests.ArithTests)',
        'test_skipped (arith.tests.ArithTests)',
        'test_known_bug (arith.tests.ArithTests)',
        'test_add (arith.tests.MoreArithTests)',
        'test_absent (arith.tests.ArithTests)',
        'not an id at all',
      ];
      const r = await runnerFor('django').run({ sandbox, runDir, ids, testCommand: [...DJANGO_DEFAULT_COMMAND, '--settings=test_sqlite'] });
      assert.deepEqual(r.outcomes, {
        'test_add (arith.tests.ArithTests)': 'passed',
        'test_add_zero (arith.tests.ArithTests)': 'passed',
        'test_div_by_zero_is_none (arith.tests.ArithTests)': 'error',
        'test_wrong (arith.tests.ArithTests)': 'failed',
        'test_skipped (arith.tests.ArithTests)': 'skipped',
        'test_known_bug (arith.tests.ArithTests)': 'xfailed',
        'test_add (arith.tests.MoreArithTests)': 'passed',
        'test_absent (arith.tests.ArithTests)': 'missing',
        'not an id at all': 'missing',
      }, r.outputTail);
      assert.equal(r.exitCode, 1);
      assert.ok(r.testExecutions >= 7);
    } finally {
      removeRunDir(runDir);
    }
  });

  it('runs the whole default suite when no id is named, keyed in the Django form', async () => {
    const runDir = prepareRunDir(config.workspace.dir, project);
    try {
      const r = await runnerFor('django').run({ sandbox, runDir, ids: [] });
      assert.equal(r.outcomes['test_add (arith.tests.ArithTests)'], 'passed');
      assert.equal(r.outcomes['test_wrong (arith.tests.MoreArithTests)'], 'failed');
    } finally {
      removeRunDir(runDir);
    }
  });

  it("the runTests activity runs the workspace's runner on both trees", async () => {
    const acts = makeActivities(config);
    const ws = await acts.prepareWorkspace({
      request: { repo: { path: project, commit: 'HEAD' }, patch: '--- a/calc/__init__.py\n+++ b/calc/__init__.py\n@@ -4,2 +4,4 @@\n def div(a, b):\n+    if b == 0:\n+        return None\n     return a / b\n', runner: 'django' } as never,
    });
    assert.equal(ws.runner, 'django');
    const ids = ['test_div_by_zero_is_none (arith.tests.ArithTests)', 'test_add (arith.tests.ArithTests)'];
    const base = await acts.runTests({ workspace: ws, tree: 'baseline', ids, testCommand: DJANGO_DEFAULT_COMMAND, restoreProtected: [] });
    const cand = await acts.runTests({ workspace: ws, tree: 'candidate', ids, testCommand: DJANGO_DEFAULT_COMMAND, restoreProtected: [] });
    assert.equal(base.outcomes[ids[0]!], 'error');
    assert.equal(cand.outcomes[ids[0]!], 'passed');
    assert.equal(cand.outcomes[ids[1]!], 'passed');
  });
});
