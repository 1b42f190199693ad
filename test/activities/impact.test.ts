// measureImpact: coverage reach of the guard set on the candidate, impacted-test selection from
// baseline coverage contexts, vacuous green, and flaky guards excluded — on the bundled example
// and on a throwaway repository, always through the sandbox.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { AcceptRequest } from '../../domain/schemas.js';
import type { Workspace } from '../../domain/schemas.js';
import { changedReach, impactedTests } from '../../activities/impact.js';
import { patchLines } from '../../domain/patchFiles.js';
import type { MeasureImpactInput } from '../../activities/impact.js';
import type { CoverageMap } from '../../infra/coverageRunner.js';
import { coverageCommand } from '../../infra/coverageRunner.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

describe('impact: the pure parts', () => {
  it('maps hunks to baseline and candidate lines (rewrites, insertions, deletions)', () => {
    const patch = [
      '--- a/m.py',
      '+++ b/m.py',
      '@@ -3,6 +3,6 @@',
      ' a',
      '-b',
      '+B',
      ' c',
      '+inserted',
      ' d',
      '-deleted',
      ' e',
      '',
    ].join('\n');
    const [f] = patchLines(patch);
    assert.equal(f!.oldPath, 'm.py');
    // old: a=3 b=4 c=5 d=6 deleted=7 e=8; new: a=3 B=4 c=5 inserted=6 d=7 e=8
    assert.deepEqual(f!.touchedOld, [4, 5, 6, 7]);
    assert.deepEqual(f!.changedNew, [4, 6, 7, 8]);
  });

  const map: CoverageMap = {
    contexts: ['', 't.py::test_a', 't.py::test_b'],
    files: {
      'm.py': {
        exists: true,
        measured: true,
        statements: [1, 3, 4, 5, 7, 8],
        first_line: [0, 1, 2, 3, 4, 5, 5, 7, 8],
        executed: { '1': [0], '3': [0], '4': [1], '5': [1, 2], '7': [0] },
        functions: [
          [3, 4, 5],
          [7, 8, 8],
        ],
      },
    },
  };

  it('impacted tests: contexts on touched statements; a def header impacts every caller of the body', () => {
    assert.deepEqual(impactedTests(map, [{ path: 'm.py', lines: [4] }]), ['t.py::test_a']);
    assert.deepEqual(impactedTests(map, [{ path: 'm.py', lines: [6] }]), ['t.py::test_a', 't.py::test_b']);
    assert.deepEqual(impactedTests(map, [{ path: 'm.py', lines: [3] }]), ['t.py::test_a', 't.py::test_b']);
    assert.deepEqual(impactedTests(map, [{ path: 'm.py', lines: [2, 8] }]), []);
  });

  it('reach: import-time module code counts, an unexecuted body or header does not', () => {
    const r = changedReach(map, [{ path: 'm.py', lines: [1, 2, 4, 7, 8] }]);
    assert.deepEqual(r.executable, ['m.py:1', 'm.py:4', 'm.py:7', 'm.py:8']);
    assert.deepEqual(r.reached, ['m.py:1', 'm.py:4']);
  });

  it('wraps pytest commands in coverage, refuses others', () => {
    const c = coverageCommand(['python', '-m', 'pytest', '-x'], '/r/rc', '/r/o.json')!;
    assert.deepEqual(c.slice(3), ['python', '-m', 'coverage', 'run', '--rcfile=/r/rc', '-m', 'pytest', '-x']);
    assert.equal(coverageCommand(['tox', '-e', 'py'], 'rc', 'o'), null);
    assert.ok(coverageCommand(['pytest'], 'rc', 'o'));
  });
});

function withActivity<T>(fn: (input: MeasureImpactInput) => Promise<T>, input: MeasureImpactInput): Promise<{ result: T; heartbeats: unknown[] }> {
  const env = new MockActivityEnvironment();
  const heartbeats: unknown[] = [];
  env.on('heartbeat', (d: unknown) => heartbeats.push(d));
  return (env.run(fn, input) as Promise<T>).then((result) => ({ result, heartbeats }));
}

describe('measureImpact on the bundled example', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const prepare = async (patch: string) => {
    const req = AcceptRequest.parse({ ...requestFor(EXAMPLE_TASK, 'fix'), patch });
    const workspace = await acts.prepareWorkspace({ request: req });
    return { req, workspace };
  };
  const inputFor = (req: AcceptRequest, workspace: Workspace): MeasureImpactInput => ({
    workspace,
    passToPass: req.passToPass,
    failToPass: req.failToPass,
    testCommand: req.testCommand,
    changedFiles: workspace.changedFiles,
    patch: req.patch,
    restoreProtected: [],
  });
  const patchOf = (id: string) => readFileSync(path.join(EXAMPLE_TASK, 'candidates', `${id}.diff`), 'utf8');

  it('fix: the guards execute every changed line; heartbeats name the phase', async () => {
    const { req, workspace } = await prepare(patchOf('fix'));
    const started = Date.now();
    const { result, heartbeats } = await withActivity(acts.measureImpact, inputFor(req, workspace));
    const cold = Date.now() - started;
    assert.equal(result.coverageReached, 1);
    assert.equal(result.vacuous, false);
    assert.equal(result.changedExecutable, 1);
    assert.deepEqual(result.failedIds, []);
    assert.deepEqual(result.excludedFlaky, []);
    assert.equal(result.guardIds.length, 14);
    assert.ok(heartbeats.some((h) => (h as { phase?: string }).phase === 'baseline coverage'), JSON.stringify(heartbeats));
    const again = Date.now();
    const warm = await acts.measureImpact(inputFor(req, workspace));
    assert.equal(warm.coverageReached, 1);
    console.log(`measureImpact on the example: cold ${cold} ms, warm (baseline cached) ${Date.now() - again} ms`);
  });

  it('special-case: the literal branch is reached by the reproducer, so the change is exercised', async () => {
    const { req, workspace } = await prepare(patchOf('special-case'));
    const r = await acts.measureImpact(inputFor(req, workspace));
    assert.equal(r.changedExecutable, 2);
    assert.equal(r.coverageReached, 1);
    assert.deepEqual(r.unreachedLines, []);
    assert.equal(r.vacuous, false);
  });

  it('a change on a path no test executes is vacuous green', async () => {
    const patch = [
      'diff --git a/invoicing/items.py b/invoicing/items.py',
      '--- a/invoicing/items.py',
      '+++ b/invoicing/items.py',
      '@@ -22,7 +22,7 @@',
      ' ',
      '     def __post_init__(self) -> None:',
      '         if not self.sku:',
      '-            raise ValueError("a line item needs a SKU")',
      '+            raise ValueError("a line item needs a non-empty SKU")',
      '         if self.unit_price_cents < 0:',
      '             raise ValueError("unit price cannot be negative; use a negative quantity")',
      '         if self.quantity == 0:',
      '',
    ].join('\n');
    const { req, workspace } = await prepare(patch);
    assert.equal(workspace.applyFailure, null);
    const r = await acts.measureImpact(inputFor(req, workspace));
    assert.equal(r.changedExecutable, 1);
    assert.equal(r.changedExecuted, 0);
    assert.equal(r.coverageReached, 0);
    assert.equal(r.vacuous, true);
  });
});

describe('measureImpact on a throwaway repository: selection, failures, flaky guards', () => {
  const { config, cleanup } = tempConfig();
  const acts = makeActivities(config);
  let repo = '';
  before(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'pg-impact-repo-'));
    chmodSync(repo, 0o755);
    mkdirSync(path.join(repo, 'calc'));
    mkdirSync(path.join(repo, 'tests'));
    writeFileSync(path.join(repo, 'pyproject.toml'), '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n');
    writeFileSync(path.join(repo, 'calc', '__init__.py'), '');
    writeFileSync(
      path.join(repo, 'calc', 'ops.py'),
      ['def add(a, b):', '    return a + b', '', '', 'def scale(x, k):', '    return x * k', '', '', 'def never_called(x):', '    y = x + 1', '    return y * 2', ''].join('\n'),
    );
    writeFileSync(
      path.join(repo, 'tests', 'test_ops.py'),
      [
        'from calc.ops import add, scale',
        '',
        '',
        'def test_add():',
        '    assert add(2, 3) == 5',
        '',
        '',
        'def test_scale():',
        '    assert scale(2, 3) == 6',
        '',
        '',
        'def test_scale_by_zero():',
        '    assert scale(5, 0) == 0',
        '',
      ].join('\n'),
    );
    // Each coin passes or fails at random on every run, so with 24 of them at least one flips
    // between two baseline runs except with probability 2**-24.
    writeFileSync(
      path.join(repo, 'tests', 'test_coins.py'),
      ['import random', '', 'import pytest', '', '', '@pytest.mark.parametrize("i", range(24))', 'def test_coin(i):', '    assert random.SystemRandom().random() < 0.5', ''].join('\n'),
    );
  });
  after(() => {
    rmSync(repo, { recursive: true, force: true });
    cleanup();
  });
  const coins = Array.from({ length: 24 }, (_, i) => `tests/test_coins.py::test_coin[${i}]`);
  const run = async (patch: string) => {
    const request = AcceptRequest.parse({
      repo: { path: repo, commit: 'HEAD' },
      patch,
      issue: 'scale() is wrong',
      failToPass: [],
      passToPass: ['tests/test_ops.py::test_add', 'tests/test_ops.py::test_scale', ...coins],
      mode: '18gate',
    });
    const workspace = await acts.prepareWorkspace({ request });
    assert.equal(workspace.applyFailure, null);
    return acts.measureImpact({
      workspace,
      passToPass: request.passToPass,
      failToPass: [],
      testCommand: undefined,
      changedFiles: workspace.changedFiles,
      patch,
      restoreProtected: [],
    });
  };

  it('selects the impacted test outside PASS_TO_PASS, reports its failure, excludes flipping guards', async () => {
    const patch = ['--- a/calc/ops.py', '+++ b/calc/ops.py', '@@ -5,3 +5,3 @@', ' def scale(x, k):', '-    return x * k', '+    return x * k if k else x', ' ', ''].join('\n');
    const r = await run(patch);
    assert.deepEqual(r.selectedIds, ['tests/test_ops.py::test_scale_by_zero']);
    assert.equal(r.selected, 1);
    assert.deepEqual(r.failedIds, ['tests/test_ops.py::test_scale_by_zero']);
    assert.equal(r.failed, 1);
    assert.equal(r.coverageReached, 1);
    assert.ok(r.excludedFlaky.length > 0, 'no coin flipped between the two baseline runs');
    assert.ok(r.excludedFlaky.every((id) => coins.includes(id)), r.excludedFlaky.join(', '));
    assert.ok(r.guardIds.includes('tests/test_ops.py::test_add') && r.guardIds.includes('tests/test_ops.py::test_scale'));
    assert.ok(r.excludedFlaky.every((id) => !r.guardIds.includes(id)));
  });

  it('a change to a function no test calls is vacuous green', async () => {
    const patch = ['--- a/calc/ops.py', '+++ b/calc/ops.py', '@@ -9,3 +9,3 @@', ' def never_called(x):', '-    y = x + 1', '+    y = x + 2', '     return y * 2', ''].join('\n');
    const r = await run(patch);
    assert.equal(r.selected, 0);
    assert.equal(r.changedExecutable, 1);
    assert.equal(r.coverageReached, 0);
    assert.equal(r.vacuous, true);
  });
});
