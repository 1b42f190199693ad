// runPropertyAndFuzz: the Level E attack — crash, unchanged-contract and special-casing
// counterexamples, the exact iteration budget across a resume from heartbeat details,
// cancellation, and the concurrency guard repeats. Everything runs through the sandbox.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { MockActivityEnvironment } from '@temporalio/testing';
import { CancelledFailure } from '@temporalio/common';
import { AcceptRequest } from '../../domain/schemas.js';
import type { Workspace } from '../../domain/schemas.js';
import type { FuzzEvidence } from '../../domain/ladder.js';
import { FUZZ_CHUNK, FuzzCheckpoint, guardOrder, judge, makeRunPropertyAndFuzz } from '../../activities/fuzz.js';
import type { FuzzInput } from '../../activities/fuzz.js';
import type { Behaviour } from '../../domain/behaviour/schemas.js';
import { Sandbox } from '../../infra/sandbox.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

type Acts = ReturnType<typeof makeActivities>;

async function targetsOf(acts: Acts, workspace: Workspace, patch: string) {
  const facts = await acts.computeChangeFacts({ workspace, patch });
  return facts.files.flatMap((f) => f.changedEntities.map((entity) => ({ file: f.path, entity })));
}

function scratchRepo(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-scratch-'));
  chmodSync(root, 0o755);
  const dir = path.join(root, 'repo');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const patch = (changes: Record<string, string>) =>
    Object.entries(changes)
      .map(([rel, text]) => createTwoFilesPatch(`a/${rel}`, `b/${rel}`, files[rel] ?? '', text, '', '', { context: 3 }).replace(/^=+\n/m, ''))
      .join('');
  return { dir, patch, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const ret = (over: Partial<Behaviour> = {}): Behaviour => ({ kind: 'return', value: '1', key: 'k1', exc: null, deliberate: null, mutatedKey: 'm', stable: true, ms: 1, ...over });
const raise = (exc: string, deliberate: boolean, over: Partial<Behaviour> = {}): Behaviour => ({ kind: 'raise', key: null, exc, deliberate, mutatedKey: 'm', stable: true, ms: 1, ...over });

describe('fuzz: the counterexample rules', () => {
  it('a crash is a non-deliberate raise, a hang or a dead process where the pre-edit returned', () => {
    assert.equal(judge(ret(), raise('builtins.ZeroDivisionError', false)), 'crash');
    assert.equal(judge(ret(), { kind: 'killed' }), 'crash');
    assert.equal(judge(ret({ ms: 2 }), { kind: 'timeout' }), 'crash');
    assert.equal(judge(ret({ ms: 4000 }), { kind: 'timeout' }), 'skip', 'a slow pre-edit call proves no hang');
  });

  it('a deliberate validation raise is a behaviour change, not a crash', () => {
    assert.equal(judge(ret(), raise('builtins.ValueError', true)), 'diverged');
  });

  it('a new exception type counts only where the pre-edit raised on purpose and the candidate crashes', () => {
    assert.equal(judge(raise('builtins.ValueError', true), raise('builtins.TypeError', false)), 'new-exception');
    assert.equal(judge(raise('decimal.InvalidOperation', false), raise('builtins.ValueError', false)), 'skip', 'the pre-edit crashed too: garbage in on both sides is no counterexample');
    assert.equal(judge(raise('builtins.ValueError', true), raise('builtins.KeyError', true)), 'diverged');
  });

  it('nothing is judged where the pre-edit is unstable, dies, or a tree cannot run the input', () => {
    assert.equal(judge(ret({ stable: false }), raise('builtins.TypeError', false)), 'skip');
    assert.equal(judge({ kind: 'killed' }, ret()), 'skip');
    assert.equal(judge(ret(), { kind: 'error', error: 'cannot resolve' }), 'skip');
    assert.equal(judge(ret(), ret({ value: 'shown differently' })), 'same');
    assert.equal(judge(ret(), ret({ key: 'k2' })), 'diverged');
  });

  it('guard orders: as given, reversed, then reproducible shuffles', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    assert.deepEqual(guardOrder(ids, 0, 7), ids);
    assert.deepEqual(guardOrder(ids, 1, 7), ['e', 'd', 'c', 'b', 'a']);
    assert.deepEqual(guardOrder(ids, 2, 7), guardOrder(ids, 2, 7));
    assert.deepEqual([...guardOrder(ids, 3, 7)].sort(), ids);
  });
});

function inputFor(req: AcceptRequest, workspace: Workspace, targets: FuzzInput['targets'], over: Partial<FuzzInput> = {}): FuzzInput {
  return {
    workspace,
    targets,
    failToPass: req.failToPass,
    passToPass: req.passToPass,
    testCommand: req.testCommand,
    iterations: 200,
    seconds: 45,
    seed: 1,
    guardRepeats: 0,
    changeClass: 'normal_bug_fix',
    ...over,
  };
}

describe('runPropertyAndFuzz on the bundled example', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const fuzz = makeRunPropertyAndFuzz({ config, sandbox: Sandbox.fromConfig(config) });
  const candidate = async (id: string) => {
    const req = AcceptRequest.parse(requestFor(EXAMPLE_TASK, id));
    const workspace = await acts.prepareWorkspace({ request: req });
    return { req, workspace, targets: await targetsOf(acts, workspace, req.patch) };
  };

  it('special-case: the generalization probe finds the change isolated to the FAIL_TO_PASS input', async () => {
    const { req, workspace, targets } = await candidate('special-case');
    const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets));
    assert.equal(r.outcome, 'counterexample-found', r.details.join('\n'));
    const ce = r.details.find((d) => d.startsWith('special-casing'));
    assert.ok(ce, r.details.join('\n'));
    assert.match(ce!, /percent_of\(1299, Decimal\('20'\)\): pre-edit 259, candidate 260/);
    assert.match(ce!, /all \d+ relation-keeping neighbours/);
  });

  // (speed is the benchmark's business, not a timed test's: here the budget is iterations)
  it('the correct fix: no counterexample in exactly the budgeted iterations', async () => {
    const { req, workspace, targets } = await candidate('fix');
    const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets));
    assert.equal(r.outcome, 'none-found', r.details.join('\n'));
    assert.equal(r.counterexamples, 0);
    assert.equal(r.iterations, 200);
    assert.ok(r.details.some((d) => /^generalization attack: the change generalizes/.test(d)), r.details.join('\n'));
  });

  it('hidden-regression: a divergence on an unchanged-contract input, far from the bug', async () => {
    const { req, workspace, targets } = await candidate('hidden-regression');
    const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets));
    assert.equal(r.outcome, 'counterexample-found');
    // on the recorded call itself, or first on a relation-keeping neighbour of it (regressions beside the fix)
    assert.ok(r.details.some((d) => /^(unexplained divergence on an unchanged-contract input|regression beside the fix: on a relation-keeping neighbour).*percent_of\(-\d+.*num:shrink, which the FAIL_TO_PASS change of percent_of \(num:grow\) does not show/.test(d)), r.details.join('\n'));
  });

  it('budget 0 is not required; no callable change is not run', async () => {
    const { req, workspace, targets } = await candidate('docs-only');
    const zero = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets, { iterations: 0, changeClass: 'comment_documentation' }));
    assert.deepEqual(zero, { ran: false, iterations: 0, counterexamples: 0, outcome: 'not_required: budget 0 for comment_documentation', details: [] });
    const none = await acts.runPropertyAndFuzz(inputFor(req, workspace, [{ file: 'README.md', entity: 'x' }]));
    assert.match(none.outcome, /^not_run: /);
  });

  it('resumes from heartbeat details: only the remaining iterations run and the total equals the budget', async () => {
    const { req, workspace, targets } = await candidate('fix');
    const checkpoint: FuzzCheckpoint = FuzzCheckpoint.parse({ seed: 1, budget: 200, iterationsDone: 100, counterexamples: [], elapsedMs: 1000 });
    const env = new MockActivityEnvironment({ heartbeatDetails: checkpoint });
    const beats: FuzzCheckpoint[] = [];
    env.on('heartbeat', (d: unknown) => beats.push(FuzzCheckpoint.parse(d)));
    const r = (await env.run(fuzz, inputFor(req, workspace, targets))) as FuzzEvidence;
    assert.equal(r.iterations, 200);
    assert.equal(r.outcome, 'none-found', r.details.join('\n'));
    assert.ok(beats.length > 0);
    assert.ok(beats.every((b) => b.iterationsDone >= 100), 'never restarted from zero');
    assert.deepEqual([...new Set(beats.map((b) => b.iterationsDone))], [100, 100 + FUZZ_CHUNK, 200]);
    const last = beats[beats.length - 1]!;
    assert.equal(last.compared + last.skipped, 100, 'exactly the remaining 100 inputs ran in this attempt');
    assert.ok(last.elapsedMs >= 1000, 'the wall-time spent before the crash still counts');
    assert.ok(r.details.includes('resumed from a checkpoint at iteration 100'));
  });

  it('counterexamples found before the crash survive the resume', async () => {
    const { req, workspace, targets } = await candidate('fix');
    const env = new MockActivityEnvironment({
      heartbeatDetails: { seed: 1, budget: 200, iterationsDone: 150, counterexamples: ['crash on a generated input: found by the attempt that died'] },
    });
    const r = (await env.run(fuzz, inputFor(req, workspace, targets))) as FuzzEvidence;
    assert.equal(r.iterations, 150, 'a counterexample decides: the rest of the budget is not spent');
    assert.ok(r.details.includes('50 budgeted iterations not spent: a counterexample already decides'), r.details.join('\n'));
    assert.equal(r.outcome, 'counterexample-found');
    assert.equal(r.counterexamples, 1);
    assert.ok(r.details.includes('crash on a generated input: found by the attempt that died'));
  });

  it('a checkpoint of another attack (other seed) is ignored', async () => {
    const { req, workspace, targets } = await candidate('fix');
    const env = new MockActivityEnvironment({ heartbeatDetails: { seed: 99, budget: 100, iterationsDone: 100, counterexamples: ['stale'] } });
    const r = (await env.run(fuzz, inputFor(req, workspace, targets, { iterations: 100 }))) as FuzzEvidence;
    assert.equal(r.iterations, 100);
    assert.equal(r.counterexamples, 0);
    assert.ok(!r.details.some((d) => d.includes('resumed')));
  });

  it('cancellation stops the attack between chunks', async () => {
    const { req, workspace, targets } = await candidate('fix');
    const env = new MockActivityEnvironment();
    const beats: FuzzCheckpoint[] = [];
    env.on('heartbeat', (d: unknown) => {
      const cp = FuzzCheckpoint.parse(d);
      beats.push(cp);
      if (cp.iterationsDone >= FUZZ_CHUNK) env.cancel();
    });
    await assert.rejects(env.run(fuzz, inputFor(req, workspace, targets, { iterations: 1000, seconds: 300 })), (e: unknown) => e instanceof CancelledFailure);
    assert.equal(Math.max(...beats.map((b) => b.iterationsDone)), FUZZ_CHUNK);
  });
});

describe('runPropertyAndFuzz on a throwaway repository', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const ops = [
    'def share(total: int, people: int) -> int:',
    '    """Each person\'s share of `total`, in whole units; nobody gets nothing."""',
    '    if people <= 0:',
    '        return 0',
    '    return total // people',
    '',
  ].join('\n');
  const repo = scratchRepo({
    'split/__init__.py': '',
    'split/ops.py': ops,
    'tests/test_ops.py': [
      'from split.ops import share',
      '',
      'def test_even():',
      '    assert share(10, 2) == 5',
      '    assert share(9, 3) == 3',
      '',
      'def test_rounds_to_nearest():',
      '    assert share(10, 4) == 3',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_ops.py::test_rounds_to_nearest'], passToPass: ['tests/test_ops.py::test_even'] };
  const prepare = async (newOps: string) => {
    const patch = repo.patch({ 'split/ops.py': newOps });
    const req = AcceptRequest.parse({ repo: { path: repo.dir, commit: 'HEAD' }, patch, ...ids });
    const workspace = await acts.prepareWorkspace({ request: req });
    assert.equal(workspace.applyFailure, null);
    return { req, workspace, targets: await targetsOf(acts, workspace, patch) };
  };

  it('a candidate that crashes where the pre-edit returned is a counterexample (unseen by the guard tests)', async () => {
    // Rounds correctly, but dropped the guard: ZeroDivisionError for people == 0.
    const { req, workspace, targets } = await prepare(ops.replace('    if people <= 0:\n        return 0\n    return total // people', '    return (total + people // 2) // people'));
    const diff = await acts.differentialExecute({ workspace, targets, passToPass: ids.passToPass, probes: 200 });
    assert.equal(diff.outcome, 'no-divergence', 'the guard tests never pass people=0');
    const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets, { iterations: 100 }));
    assert.equal(r.outcome, 'counterexample-found', r.details.join('\n'));
    assert.ok(r.details.some((d) => /^crash on a (generated input|cross neighbour): .*share\(-?\d+, (0|-\d+)\): pre-edit returned 0; candidate raised ZeroDivisionError/.test(d)), r.details.join('\n'));
  });

  it('the same fix with a deliberate validation raise is not a crash, and its rounding generalizes', async () => {
    const { req, workspace, targets } = await prepare(
      ops.replace('        return 0\n    return total // people', '        raise ValueError("nobody to share with")\n    return (total + people // 2) // people'),
    );
    const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets, { iterations: 100 }));
    assert.equal(r.outcome, 'none-found', r.details.join('\n'));
    assert.ok(r.details.some((d) => /^generalization attack: the change generalizes/.test(d)), r.details.join('\n'));
  });

  it('concurrency class: guard tests that flip under reordering are a race counterexample', async () => {
    const racy = scratchRepo({
      'q/__init__.py': '',
      'q/jobs.py': 'JOBS = []\n\ndef push(x):\n    JOBS.append(x)\n    return len(JOBS)\n',
      'tests/test_jobs.py': [
        'from q import jobs',
        '',
        'def test_first():',
        '    assert jobs.push("a") == 1',
        '',
        'def test_second():',
        '    assert jobs.push("b") == 2',
        '',
      ].join('\n'),
    });
    try {
      const patch = racy.patch({ 'q/jobs.py': 'import threading\n\nJOBS = []\n_lock = threading.Lock()\n\ndef push(x):\n    with _lock:\n        JOBS.append(x)\n        return len(JOBS)\n' });
      const guards = ['tests/test_jobs.py::test_first', 'tests/test_jobs.py::test_second'];
      const req = AcceptRequest.parse({ repo: { path: racy.dir, commit: 'HEAD' }, patch, passToPass: guards });
      const workspace = await acts.prepareWorkspace({ request: req });
      const targets = await targetsOf(acts, workspace, patch);
      const r = await acts.runPropertyAndFuzz(inputFor(req, workspace, targets, { iterations: 20, guardRepeats: 2, changeClass: 'concurrency' }));
      assert.equal(r.outcome, 'counterexample-found', r.details.join('\n'));
      assert.ok(r.details.some((d) => /^race\/flaky guard: tests\/test_jobs.py::test_(first|second) passed in repeat\(s\) 0 and failed in repeat\(s\) 1/.test(d)), r.details.join('\n'));
    } finally {
      racy.cleanup();
    }
  });
});
