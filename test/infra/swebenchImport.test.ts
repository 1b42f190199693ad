// corpus import-swebench: id conversion per repository convention (pytest node ids, sympy-style
// bare names through the test patch's files, Django's `test_x (module.Class)` incl. docstring
// entries), every id checked to collect (dropped ones reported with the reason), identical
// predictions merged keeping every model, empty ones kept as noop, labels with their source, and a
// candidate that edits a test-patch file handled by the gate (set aside, reported, no crash).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execaSync } from 'execa';
import { importSwebench, patchIdentity } from '../../infra/swebench/importer.js';
import { loadResolved, loadInstances } from '../../infra/swebench/records.js';
import { loadTask, gateRequestFor } from '../../infra/corpus.js';
import { AcceptRequest } from '../../domain/schemas.js';
import { Sandbox } from '../../infra/sandbox.js';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { ARITH_TESTS, CALC, RUNTESTS } from '../helpers/djangoStyleProject.js';

const gitEnv = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
function commitAll(dir: string): string {
  execaSync('git', ['init', '-q'], { cwd: dir });
  execaSync('git', ['add', '-A'], { cwd: dir });
  execaSync('git', ['commit', '-qm', 'base'], { cwd: dir, env: gitEnv });
  return execaSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).stdout.trim();
}
function diffOf(dir: string, edit: () => void): string {
  edit();
  const d = execaSync('git', ['diff'], { cwd: dir }).stdout;
  execaSync('git', ['checkout', '-q', '.'], { cwd: dir });
  execaSync('git', ['clean', '-qfd'], { cwd: dir });
  return `${d}\n`;
}

const CORE = 'def clamp(v, lo, hi):\n    if v > hi:\n        return lo\n    return max(v, lo)\n';
const TESTS = 'from pkg.core import clamp\n\n\ndef test_low():\n    assert clamp(-1, 0, 5) == 0\n';

describe('import-swebench', () => {
  const { config, cleanup } = tempConfig();
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-swb-'));
  chmodSync(root, 0o755);
  after(() => (cleanup(), rmSync(root, { recursive: true, force: true })));
  const sandbox = Sandbox.fromConfig(config);
  const out = path.join(root, 'corpus');
  let report: Awaited<ReturnType<typeof importSwebench>>;

  before(async () => {
    // A pytest repository (acme/clamp) and a Django-style one (django/django: its own runner).
    const pyRepo = path.join(root, 'clones', 'acme__clamp');
    mkdirSync(path.join(pyRepo, 'pkg'), { recursive: true });
    mkdirSync(path.join(pyRepo, 'tests'));
    writeFileSync(path.join(pyRepo, 'pkg', '__init__.py'), '');
    writeFileSync(path.join(pyRepo, 'pkg', 'core.py'), CORE);
    writeFileSync(path.join(pyRepo, 'tests', 'test_core.py'), TESTS);
    const pyBase = commitAll(pyRepo);
    const testPatch = diffOf(pyRepo, () => writeFileSync(path.join(pyRepo, 'tests', 'test_core.py'), `${TESTS}\n\ndef test_high():\n    assert clamp(9, 0, 5) == 5\n\n\ndef test_bare_high():\n    assert clamp(6, 0, 5) == 5\n`));
    const gold = diffOf(pyRepo, () => writeFileSync(path.join(pyRepo, 'pkg', 'core.py'), CORE.replace('return lo', 'return hi')));
    // The same fix as the gold, with a different `index` line: identical for merging.
    const goldOtherIndex = gold.replace(/^index \S+/m, 'index 0000000..1111111 100644');
    // A fix that also edits the test file the test patch owns.
    const withTestEdit = diffOf(pyRepo, () => {
      writeFileSync(path.join(pyRepo, 'pkg', 'core.py'), CORE.replace('return lo', 'return hi'));
      writeFileSync(path.join(pyRepo, 'tests', 'test_core.py'), `${TESTS}\n\ndef test_mine():\n    assert True\n`);
    });

    const djRepo = path.join(root, 'clones', 'django');
    mkdirSync(path.join(djRepo, 'calc'), { recursive: true });
    mkdirSync(path.join(djRepo, 'tests', 'arith'), { recursive: true });
    writeFileSync(path.join(djRepo, 'calc', '__init__.py'), CALC);
    writeFileSync(path.join(djRepo, 'tests', 'runtests.py'), RUNTESTS);
    writeFileSync(path.join(djRepo, 'tests', 'arith', '__init__.py'), '');
    writeFileSync(path.join(djRepo, 'tests', 'arith', 'tests.py'), ARITH_TESTS);
    const djBase = commitAll(djRepo);
    const djTestPatch = diffOf(djRepo, () => writeFileSync(path.join(djRepo, 'tests', 'arith', 'tests.py'), ARITH_TESTS.replace('class MoreArithTests', 'class DivTests(unittest.TestCase):\n    def test_div(self):\n        """Division divides."""\n        self.assertEqual(div(6, 3), 2)\n\n\nclass MoreArithTests')));
    const djGold = diffOf(djRepo, () => writeFileSync(path.join(djRepo, 'calc', '__init__.py'), CALC.replace('    return a / b', '    if b == 0:\n        return None\n    return a / b')));
    // The clones are reached through a symlinked folder: resolved, not refused.
    symlinkSync(path.join(root, 'clones'), path.join(root, 'repos'));
    mkdirSync(path.join(root, 'repos-real'));

    const instances = [
      {
        instance_id: 'acme__clamp-1',
        repo: 'acme/clamp',
        base_commit: pyBase,
        problem_statement: 'clamp returns the low bound for values above the high bound',
        patch: gold,
        test_patch: testPatch,
        FAIL_TO_PASS: JSON.stringify(['tests/test_core.py::test_high', 'test_bare_high', 'tests/test_core.py::test_not_there']),
        PASS_TO_PASS: JSON.stringify(['tests/test_core.py::test_low']),
        version: '1.0',
      },
      {
        instance_id: 'django__django-1',
        repo: 'django/django',
        base_commit: djBase,
        problem_statement: 'div by zero should be None',
        patch: djGold,
        test_patch: djTestPatch,
        FAIL_TO_PASS: ['test_div_by_zero_is_none (arith.tests.ArithTests)'],
        PASS_TO_PASS: ['test_add (arith.tests.ArithTests)', 'Adding zero changes nothing.', 'Division divides.', 'test_gone (arith.tests.ArithTests)', 'test_add (arith.tests.MoreArithTests)'],
        version: '3.0',
      },
    ];
    writeFileSync(path.join(root, 'instances.jsonl'), instances.map((i) => JSON.stringify(i)).join('\n'));
    // Agent A: JSONL; agent B: a JSON array; agent C: a JSON object keyed by id (empty patch + test edit).
    writeFileSync(path.join(root, 'a.jsonl'), [{ instance_id: 'acme__clamp-1', model_name_or_path: 'agent-a', model_patch: gold }, { instance_id: 'django__django-1', model_name_or_path: 'agent-a', model_patch: djGold }].map((x) => JSON.stringify(x)).join('\n'));
    writeFileSync(path.join(root, 'b.json'), JSON.stringify([{ instance_id: 'acme__clamp-1', model_name_or_path: 'agent-b', model_patch: goldOtherIndex }, { instance_id: 'django__django-1', model_name_or_path: 'agent-b', model_patch: '' }]));
    writeFileSync(path.join(root, 'c.json'), JSON.stringify({ 'acme__clamp-1': { model_name_or_path: 'agent-c', model_patch: withTestEdit } }));
    // agent-a's published results, with the experiments repository's trailing commas.
    writeFileSync(path.join(root, 'a-results.json'), '{\n  "resolved": [\n    "acme__clamp-1",\n  ],\n  "no_apply": [],\n}\n');
    report = await importSwebench({
      instances: path.join(root, 'instances.jsonl'),
      predictions: [path.join(root, 'a.jsonl'), path.join(root, 'b.json'), path.join(root, 'c.json')],
      results: [path.join(root, 'a-results.json')],
      repos: path.join(root, 'repos'),
      out,
      workDir: config.workspace.dir,
      sandbox,
    });
  });

  it('reads the published formats: JSON-string id lists, trailing-comma results', () => {
    assert.equal(loadInstances(path.join(root, 'instances.jsonl'))[0]!.FAIL_TO_PASS.length, 3);
    assert.deepEqual([...loadResolved(path.join(root, 'a-results.json'))], ['acme__clamp-1']);
    assert.equal(patchIdentity('index 123..456 100644\n--- a/x\n'), patchIdentity('index 789..abc 100644\n--- a/x\n  '));
  });

  it('builds repo/ at base_commit with the test patch applied, and the oracle from the gold', () => {
    assert.equal(report.imported, 2, JSON.stringify(report.per_instance.map((r) => r.reason)));
    const t = loadTask(path.join(out, 'acme__clamp-1'));
    assert.match(readFileSync(path.join(t.dir, 'repo', 'tests', 'test_core.py'), 'utf8'), /def test_high/);
    assert.doesNotMatch(readFileSync(path.join(t.dir, 'repo', 'pkg', 'core.py'), 'utf8'), /return hi/);
    assert.match(readFileSync(path.join(t.dir, t.task.oracle.gold_patch), 'utf8'), /return hi/);
    assert.equal(t.task.oracle.tests_dir, undefined);
    assert.deepEqual(t.task.test_patch_files, ['tests/test_core.py']);
  });

  it('converts ids: node ids kept, bare names through the test patch files, uncollectable ones dropped with the reason', () => {
    const t = loadTask(path.join(out, 'acme__clamp-1')).task;
    assert.deepEqual(t.fail_to_pass, ['tests/test_core.py::test_high', 'tests/test_core.py::test_bare_high']);
    assert.deepEqual(t.pass_to_pass, ['tests/test_core.py::test_low']);
    const dropped = report.per_instance.find((r) => r.instance_id === 'acme__clamp-1')!.ids.dropped;
    assert.deepEqual(dropped.map((d) => d.id), ['tests/test_core.py::test_not_there']);
    assert.match(dropped[0]!.reason, /does not collect/);
  });

  it("converts Django ids for its runner, maps docstring entries, drops unknown tests", () => {
    const t = loadTask(path.join(out, 'django__django-1')).task;
    assert.equal(t.runner, 'django');
    assert.deepEqual(t.fail_to_pass, ['test_div_by_zero_is_none (arith.tests.ArithTests)']);
    // The docstring line of an inherited test stands for both tests that print it.
    assert.deepEqual(t.pass_to_pass, ['test_add (arith.tests.ArithTests)', 'test_add_zero (arith.tests.ArithTests)', 'test_add_zero (arith.tests.MoreArithTests)', 'test_div (arith.tests.DivTests)', 'test_add (arith.tests.MoreArithTests)']);
    const dropped = report.per_instance.find((r) => r.instance_id === 'django__django-1')!.ids.dropped;
    assert.deepEqual(dropped, [{ id: 'test_gone (arith.tests.ArithTests)', list: 'PASS_TO_PASS', reason: 'arith.tests.ArithTests has no method test_gone' }]);
    assert.match(readFileSync(path.join(out, 'corpus-report.md'), 'utf8'), /test_gone.*has no method/);
  });

  it('merges identical predictions keeping every model, keeps empty ones as noop, labels with their source', () => {
    const t = loadTask(path.join(out, 'acme__clamp-1')).task;
    assert.equal(t.candidates.length, 2);
    const merged = t.candidates.find((c) => c.source?.includes('agent-b'))!;
    assert.deepEqual(merged.source, ['agent-a', 'agent-b']);
    assert.equal(merged.correct, true);
    assert.equal(merged.label_source, 'results:a-results.json');
    assert.equal(merged.kind, 'unknown');
    const c = t.candidates.find((x) => x.source?.includes('agent-c'))!;
    assert.equal(c.correct, null);
    const dj = loadTask(path.join(out, 'django__django-1')).task;
    const noop = dj.candidates.find((x) => x.kind === 'noop')!;
    assert.deepEqual(noop.source, ['agent-b']);
    assert.equal(readFileSync(path.join(out, 'django__django-1', noop.patch), 'utf8'), '');
    assert.equal(dj.candidates.find((x) => x.source?.includes('agent-a'))!.correct, false);
  });

  it('a candidate editing a test-patch file: the gate sets the edit aside and the tamper audit says so', async () => {
    const t = loadTask(path.join(out, 'acme__clamp-1'));
    const c = t.task.candidates.find((x) => x.source?.includes('agent-c'))!;
    const rep = report.per_instance.find((r) => r.instance_id === 'acme__clamp-1')!.candidates.find((x) => x.id === c.id)!;
    assert.deepEqual(rep.test_patch_overlap, ['tests/test_core.py']);
    const acts = makeActivities(config);
    const req = AcceptRequest.parse(gateRequestFor(t, c.id));
    assert.deepEqual(req.testPatchFiles, ['tests/test_core.py']);
    const ws = await acts.prepareWorkspace({ request: req });
    assert.equal(ws.applyFailure, null, ws.applyFailure?.message);
    assert.deepEqual(ws.changedFiles, ['pkg/core.py']);
    assert.deepEqual(ws.setAside.map((s) => s.file), ['tests/test_core.py']);
    const audit = await acts.auditTamper({ workspace: ws, patch: req.patch });
    assert.deepEqual(audit.detections, []);
    assert.ok(audit.notes.some((n) => /tests\/test_core\.py: candidate edit set aside/.test(n)), audit.notes.join('\n'));
    // The reproducer the test patch added is intact in the candidate and passes there.
    const run = await acts.runTests({ workspace: ws, tree: 'candidate', ids: t.task.fail_to_pass, restoreProtected: audit.protectedList });
    assert.deepEqual(Object.values(run.outcomes), ['passed', 'passed']);
  });
});

describe('content-less binary stanzas', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  it('are set aside (as the harness skips them) and the text hunks apply', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'pg-bin-'));
    chmodSync(repo, 0o755);
    writeFileSync(path.join(repo, 'a.py'), 'x = 1\n');
    const patch = 'diff --git a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\ndiff --git a/mydatabase b/mydatabase\nnew file mode 100644\nindex 0000000..e69de29\nBinary files /dev/null and b/mydatabase differ\n';
    const ws = await makeActivities(config).prepareWorkspace({ request: AcceptRequest.parse({ repo: { path: repo, commit: 'HEAD' }, patch }) });
    rmSync(repo, { recursive: true, force: true });
    assert.equal(ws.applyFailure, null, ws.applyFailure?.message);
    assert.deepEqual(ws.changedFiles, ['a.py']);
    assert.deepEqual(ws.setAside.map((x) => x.file), ['mydatabase']);
  });
});

describe('a symlinked repository path', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  it('is resolved, not refused', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-link-'));
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, 'real'));
    writeFileSync(path.join(dir, 'real', 'a.py'), 'x = 1\n');
    symlinkSync(path.join(dir, 'real'), path.join(dir, 'link'));
    const ws = await makeActivities(config).prepareWorkspace({ request: AcceptRequest.parse({ repo: { path: path.join(dir, 'link'), commit: 'HEAD' }, patch: '--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n' }) });
    rmSync(dir, { recursive: true, force: true });
    assert.equal(ws.applyFailure, null);
    assert.deepEqual(ws.changedFiles, ['a.py']);
  });
});
