// differentialExecute: the pre-edit repository as the specification — calls recorded while
// the PASS_TO_PASS tests run on the pre-edit tree, replayed on both trees in the sandbox.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { AcceptRequest } from '../../domain/schemas.js';
import type { Workspace } from '../../domain/schemas.js';
import { callableTargets, spreadOverTests } from '../../domain/behaviour/probes.js';
import { sameBehaviour } from '../../domain/behaviour/compare.js';
import type { Behaviour } from '../../domain/behaviour/schemas.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

type Acts = ReturnType<typeof makeActivities>;

/** The changed entities of a candidate, as the workflow will pass them (from computeChangeFacts). */
async function targetsOf(acts: Acts, workspace: Workspace, patch: string) {
  const facts = await acts.computeChangeFacts({ workspace, patch });
  return facts.files.flatMap((f) => f.changedEntities.map((entity) => ({ file: f.path, entity })));
}

async function exampleCandidate(acts: Acts, candidate: string) {
  const req = AcceptRequest.parse(requestFor(EXAMPLE_TASK, candidate));
  const workspace = await acts.prepareWorkspace({ request: req });
  return { req, workspace, targets: await targetsOf(acts, workspace, req.patch) };
}

/** A throwaway repository (plain files) and a candidate patch made from new file contents. */
function scratchRepo(files: Record<string, string>): { dir: string; patch: (changes: Record<string, string>) => string; cleanup: () => void } {
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

const b = (over: Partial<Behaviour>): Behaviour => ({ kind: 'return', value: '1', key: 'k1', exc: null, deliberate: null, mutated: [null], mutatedKey: 'm0', ...over });

describe('differential: the pure parts', () => {
  it('probes only callable changed functions (no module-level code, tests or other files)', () => {
    const t = callableTargets([
      { file: 'pkg/m.py', entity: 'f' },
      { file: 'pkg/m.py', entity: 'C.method' },
      { file: 'pkg/m.py', entity: '<module>' },
      { file: 'tests/test_m.py', entity: 'test_f' },
      { file: 'pkg/conftest.py', entity: 'fixture' },
      { file: 'README.md', entity: 'x' },
      { file: 'pkg/m.py', entity: 'f' },
    ]);
    assert.deepEqual(t, [
      { file: 'pkg/m.py', entity: 'f' },
      { file: 'pkg/m.py', entity: 'C.method' },
    ]);
  });

  it('compares kind, value, exception type and argument mutation', () => {
    assert.ok(sameBehaviour(b({}), b({ value: 'display only' })));
    assert.ok(!sameBehaviour(b({}), b({ key: 'k2' })));
    assert.ok(!sameBehaviour(b({}), b({ mutatedKey: 'm1' })));
    assert.ok(!sameBehaviour(b({ kind: 'raise', key: null, exc: 'builtins.ValueError' }), b({ kind: 'raise', key: null, exc: 'builtins.TypeError' })));
    assert.ok(!sameBehaviour(b({}), b({ kind: 'raise', key: null, exc: 'builtins.ValueError' })));
  });

  it('spreads the probe budget over the tests round-robin', () => {
    const calls = [
      { test: 'a', n: 1 },
      { test: 'a', n: 2 },
      { test: 'a', n: 3 },
      { test: 'b', n: 4 },
      { test: 'c', n: 5 },
      { test: 'c', n: 6 },
    ];
    assert.deepEqual(
      spreadOverTests(calls, 4).map((c) => c.n),
      [1, 4, 5, 2],
    );
    assert.equal(spreadOverTests(calls, 100).length, 6);
  });
});

describe('differentialExecute on the bundled example', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);

  it('hidden-regression diverges on an input of a passing guard test, with the input and both behaviours', async () => {
    const { req, workspace, targets } = await exampleCandidate(acts, 'hidden-regression');
    assert.deepEqual(targets, [{ file: 'invoicing/money.py', entity: 'percent_of' }]);
    const r = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, testCommand: req.testCommand, probes: 200 });
    assert.equal(r.outcome, 'diverged');
    assert.ok(r.divergences >= 1 && r.divergences <= r.probes, JSON.stringify(r));
    const ce = r.counterexamples.find((c) => c.includes('percent_of(-2000'));
    assert.ok(ce, r.counterexamples.join('\n'));
    assert.match(ce!, /test_credit_note_is_negative/);
    assert.match(ce!, /pre-edit returned -110; candidate returned -109/);
  });

  it('the correct fix: no divergence, with the number of probes', async () => {
    const { req, workspace, targets } = await exampleCandidate(acts, 'fix');
    const r = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, testCommand: req.testCommand, probes: 200 });
    assert.equal(r.outcome, 'no-divergence', JSON.stringify(r));
    assert.equal(r.divergences, 0);
    assert.ok(r.probes > 0);
    assert.ok(r.notes.includes(`no unexplained divergence in ${r.probes} probes`), r.notes.join("\n"));
    assert.equal(r.footprint.count, 0);
  });

  it('the api-change fix (new keyword-only parameter) replays cleanly too', async () => {
    const { req, workspace, targets } = await exampleCandidate(acts, 'api-change');
    const r = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, testCommand: req.testCommand, probes: 200 });
    assert.equal(r.outcome, 'no-divergence', JSON.stringify(r));
  });

  it('the probe budget bounds the probes; budget 0 and nothing callable are typed outcomes', async () => {
    const { req, workspace, targets } = await exampleCandidate(acts, 'breaks-neighbour');
    const small = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, probes: 3 });
    assert.ok(small.probes <= 3);
    const zero = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, probes: 0, changeClass: 'comment_documentation' });
    assert.equal(zero.outcome, 'not_required: probe budget 0 for comment_documentation');
    const none = await acts.differentialExecute({ workspace, targets: [{ file: 'invoicing/money.py', entity: '<module>' }], passToPass: req.passToPass, probes: 200 });
    assert.match(none.outcome, /^not_run: /);
    assert.equal(none.probes, 0);
  });
});

describe('differentialExecute on a throwaway repository', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratchRepo({
    'stock/__init__.py': '',
    'stock/ledger.py': [
      'def restock(levels, item, qty):',
      '    """New stock levels after a delivery; the input mapping is left alone."""',
      '    out = dict(levels)',
      '    out[item] = out.get(item, 0) + qty',
      '    return out',
      '',
    ].join('\n'),
    'tests/test_ledger.py': [
      'from stock.ledger import restock',
      '',
      'def test_restock_adds():',
      '    assert restock({"a": 1}, "a", 2)["a"] == 3',
      '',
      'def test_restock_new_item():',
      '    assert restock({}, "b", 5) == {"b": 5}',
      '',
      'def test_restock_return():',
      '    assert restock({"a": 3}, "a", -1) == {"a": 2}',
      '',
      'def test_broken_on_baseline():',
      '    assert restock({"z": 0}, "z", 1) == {"z": 99}',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const GUARDS = ['tests/test_ledger.py::test_restock_adds', 'tests/test_ledger.py::test_restock_new_item', 'tests/test_ledger.py::test_restock_return', 'tests/test_ledger.py::test_broken_on_baseline'];
  const candidate = async (text: string) => {
    const patch = repo.patch({ 'stock/ledger.py': text });
    const req = AcceptRequest.parse({ repo: { path: repo.dir, commit: 'HEAD' }, patch, passToPass: GUARDS });
    const workspace = await acts.prepareWorkspace({ request: req });
    assert.equal(workspace.applyFailure, null);
    return { workspace, targets: await targetsOf(acts, workspace, patch) };
  };

  it('argument mutation is a divergence; calls from tests failing on the pre-edit tree are not probes', async () => {
    // The candidate returns the same values but now mutates the caller's mapping.
    const patch = repo.patch({
      'stock/ledger.py': ['def restock(levels, item, qty):', '    """New stock levels after a delivery."""', '    levels[item] = levels.get(item, 0) + qty', '    return dict(levels)', ''].join('\n'),
    });
    const ids = GUARDS;
    const req = AcceptRequest.parse({ repo: { path: repo.dir, commit: 'HEAD' }, patch, passToPass: ids });
    const workspace = await acts.prepareWorkspace({ request: req });
    assert.equal(workspace.applyFailure, null);
    const targets = await targetsOf(acts, workspace, patch);
    const r = await acts.differentialExecute({ workspace, targets, passToPass: ids, probes: 50 });
    assert.equal(r.outcome, 'diverged', JSON.stringify(r));
    assert.equal(r.probes, 3, 'the call of the test failing on the baseline is not an unchanged-contract input');
    assert.ok(r.counterexamples.some((c) => /mutated argument 0 became/.test(c)), r.counterexamples.join('\n'));
    assert.ok(r.notes.some((n) => /not passing on the pre-edit tree/.test(n)));
  });

  it('a candidate that kills the replay process diverges on that probe; the other probes still run', async () => {
    const { workspace, targets } = await candidate(
      ['import os', '', 'def restock(levels, item, qty):', '    if qty < 0:', '        os._exit(3)', '    out = dict(levels)', '    out[item] = out.get(item, 0) + qty', '    return out', ''].join('\n'),
    );
    const r = await acts.differentialExecute({ workspace, targets, passToPass: GUARDS, probes: 50 });
    assert.equal(r.outcome, 'diverged', JSON.stringify(r));
    assert.equal(r.probes, 3);
    assert.equal(r.divergences, 1);
    assert.match(r.counterexamples[0]!, /restock\(\{'a': 3\}, 'a', -1\).*pre-edit returned \{'a': 2\}; candidate killed the process/);
  });

  it('a candidate whose signature no longer fits the recorded calls is not judged on them', async () => {
    const { workspace, targets } = await candidate(['def restock(levels, item, qty, *, audit):', '    out = dict(levels)', '    out[item] = out.get(item, 0) + qty', '    return out', ''].join('\n'));
    const r = await acts.differentialExecute({ workspace, targets, passToPass: GUARDS, probes: 50 });
    assert.equal(r.outcome, 'not_run: no probe could be replayed on both trees', JSON.stringify(r));
    assert.ok(r.notes.some((n) => /3 probe\(s\) excluded: the candidate tree could not load/.test(n)));
  });
});
