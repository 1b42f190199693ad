// The boundary-point test on real scratch repositories, through the sandbox and real pytest: a
// boundary fix (`avg > call.cutoff` -> `>=`) applied consistently to a second threshold of the same
// function (the reserve band's floor `call.cutoff - call.reserve_margin`) or to a sibling method
// (`Pantry.use` refusing when the stock is `<=` the need, made `<`) changes behaviour only where two
// values are equal; the neighbours and the random part of the fuzz attack meet that second boundary
// and the change there is confined to a point (explained), where a margin written as its tested
// value, a rounding added or a check deleted keeps an interval (caught). And the transplant tool,
// run directly: a threshold moved by another datum is a sibling of the threshold, moved by a
// literal it is not.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';
import { PYTHON_TOOLS_DIR, venvDir } from '../../infra/config.js';

const scoring = [
  'from dataclasses import dataclass',
  '',
  '',
  '@dataclass',
  'class Call:',
  '    name: str',
  '    cutoff: float',
  '    reserve_margin: float',
  '    budget: int = 0',
  '',
  '',
  'def band(avg, call):',
  '    """The band of a proposal whose reviewers gave `avg` on average: funded at or above the',
  '    call\'s cutoff, on the reserve list within `reserve_margin` below it, declined below that."""',
  '    if avg > call.cutoff:',
  '        return "fund"',
  '    if avg > call.cutoff - call.reserve_margin:',
  '        return "reserve"',
  '    return "decline"',
  '',
].join('\n');

const pantry = [
  'from fractions import Fraction',
  '',
  '',
  'class Shortage(Exception):',
  '    """Less of an ingredient in the pantry than a recipe needs."""',
  '',
  '',
  'class Pantry:',
  '    """Ingredients in stock, in kilograms (fractions)."""',
  '',
  '    def __init__(self, stock):',
  '        self.stock = {k: Fraction(v) for k, v in stock.items()}',
  '',
  '    def has(self, item, amount):',
  '        """Whether at least `amount` of `item` is in stock."""',
  '        return self.stock.get(item, Fraction(0)) > amount',
  '',
  '    def use(self, item, amount):',
  '        """Take `amount` of `item` out of stock: a shortage when less than that is left."""',
  '        if self.stock.get(item, Fraction(0)) <= amount:',
  '            raise Shortage(item)',
  '        self.stock[item] -= amount',
  '        return self.stock[item]',
  '',
].join('\n');

/** The boundary-point notes of a fuzz run: [confined, examined, text]. */
const pointNotes = (details: string[]) =>
  details.flatMap((x) => {
    const m = /^boundary-point test: (\d+) of (\d+) divergence\(s\) confined to a point/.exec(x);
    return m ? [[Number(m[1]), Number(m[2]), x] as const] : [];
  });

describe('attacks: a boundary fix met on a second boundary (the boundary-point test)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'grants/__init__.py': '',
    'grants/scoring.py': scoring,
    'kitchen/__init__.py': '',
    'kitchen/pantry.py': pantry,
    'tests/test_scoring.py': [
      'from grants.scoring import Call, band',
      '',
      '',
      'def test_bands():',
      '    call = Call("spring", cutoff=7.0, reserve_margin=1.0, budget=3)',
      '    assert band(9.5, call) == "fund"',
      '    assert band(6.5, call) == "reserve"',
      '    assert band(2.0, call) == "decline"',
      '',
      '',
      'def test_reserve_floor_is_not_funded():',
      '    assert band(6.0, Call("spring", cutoff=7.0, reserve_margin=1.0)) != "fund"',
      '',
      '',
      'def test_cutoff_is_funded():',
      '    assert band(7.0, Call("autumn", cutoff=7.0, reserve_margin=1.0)) == "fund"',
      '',
    ].join('\n'),
    'tests/test_pantry.py': [
      'from fractions import Fraction',
      '',
      'import pytest',
      '',
      'from kitchen.pantry import Pantry, Shortage',
      '',
      '',
      'def test_use_takes_from_stock():',
      '    p = Pantry({"flour": Fraction(3, 2), "sugar": Fraction(1, 4)})',
      '    assert p.use("flour", Fraction(1, 2)) == 1',
      '    assert p.has("sugar", Fraction(1, 8))',
      '    assert not p.has("sugar", Fraction(1, 2))',
      '    with pytest.raises(Shortage):',
      '        p.use("sugar", Fraction(1))',
      '',
      '',
      'def test_exactly_enough_is_enough():',
      '    assert Pantry({"flour": Fraction(1, 2)}).has("flour", Fraction(1, 2))',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  // the visible PASS_TO_PASS test calls band off both boundaries only: the neighbours reach the reserve floor
  const bandIds = { failToPass: ['tests/test_scoring.py::test_cutoff_is_funded'], passToPass: ['tests/test_scoring.py::test_bands'] };
  const both = scoring.replace('    if avg > call.cutoff:', '    if avg >= call.cutoff:').replace('    if avg > call.cutoff - call.reserve_margin:', '    if avg >= call.cutoff - call.reserve_margin:');
  assert.equal(both.split('>=').length, 3);

  it('both thresholds of band made `>=` (the fix met on the reserve floor `cutoff - reserve_margin`): clean', async () => {
    const r = await attack(acts, repo, { 'grants/scoring.py': both }, bandIds);
    assert.deepEqual(r.d.counterexamples, [], r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /regression beyond the fix's boundary|deletion:|unexplained divergence on/);
    assert.match(r.text, /boundary-point test on the reproducer: 1 of 1 changed call\(s\) change only at a point — a boundary fix/);
    // the reserve floor was met, and the change there judged a point
    const notes = pointNotes(r.f.details);
    assert.ok(notes.length >= 1, r.text);
    for (const [confined, examined] of notes) assert.equal(confined, examined, r.text);
    assert.match(r.text, /boundary-point test: [1-9]\d* of [1-9]\d* divergence\(s\) confined to a point, the boundary fix's own shape: band\(6\.0, grants\.scoring\.Call\(.*cutoff=7\.0, reserve_margin=1\.0.*\) \(0 ±, 1\.cutoff ±, 1\.reserve_margin ±\)/);
  });

  it('a PASS_TO_PASS call recorded on the reserve floor (asserted loosely): differential execution and the fuzz attack confine its change to a point', async () => {
    // The recorded call band(6.0, cutoff 7.0, margin 1.0) goes from decline to reserve, which is
    // the fix's own shape on the second boundary: differential execution counts it in the fix's
    // footprint, and the random part's first iterations, which replay it, find nothing either.
    const r = await attack(acts, repo, { 'grants/scoring.py': both }, { ...bandIds, passToPass: [...bandIds.passToPass, 'tests/test_scoring.py::test_reserve_floor_is_not_funded'] });
    assert.deepEqual(r.d.counterexamples, [], r.text);
    assert.equal(r.d.outcome, 'no-divergence', r.text);
    assert.match((r.d.notes ?? []).join('\n'), /boundary-point test: 1 of 1 divergence\(s\) confined to a point/);
    assert.match(r.d.footprint.examples.join('\n'), /a change confined to a point, as the FAIL_TO_PASS change is/);
    assert.equal(r.f.outcome, 'none-found', r.f.details.join('\n'));
    assert.equal(r.f.counterexamples, 0);
    assert.doesNotMatch(r.f.details.join('\n'), /unexplained divergence on an unchanged-contract input|regression beyond the fix's boundary/);
    assert.ok(
      pointNotes(r.f.details).some(([c, n, x]) => c === n && /band\(6\.0, grants\.scoring\.Call\(name='spring', cutoff=7\.0, reserve_margin=1\.0, budget=0\)\) \(0 ±, 1\.cutoff ±, 1\.reserve_margin ±\)/.test(x)),
      r.f.details.join('\n'),
    );
  });

  it('the margin written as its tested value (`avg >= call.cutoff - 1`): a counterexample, no point', async () => {
    const r = await attack(acts, repo, { 'grants/scoring.py': both.replace('avg >= call.cutoff - call.reserve_margin', 'avg >= call.cutoff - 1') }, bandIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beyond the fix's boundary: the FAIL_TO_PASS change of band happens only where .*band\(6\.0, /);
    assert.match(r.text, /boundary-point test on the reproducer: 1 of 1 changed call\(s\) change only at a point/);
    const notes = pointNotes(r.f.details);
    assert.ok(notes.length >= 1 && notes.every(([c]) => c === 0), r.text);
  });

  it('a rounding added before both `>=` (`avg = round(avg, 1)`): a counterexample, the reproducer itself no point', async () => {
    const r = await attack(acts, repo, { 'grants/scoring.py': both.replace('    if avg >= call.cutoff:', '    avg = round(avg, 1)\n    if avg >= call.cutoff:') }, bandIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beyond the fix's boundary: the FAIL_TO_PASS change of band/);
    assert.match(r.text, /boundary-point test on the reproducer: 0 of 1 changed call\(s\) change only at a point/);
    assert.doesNotMatch(r.text, /confined to a point, the boundary fix's own shape: band/);
  });

  it('only the first threshold made `>=`: a partial fix, through the transplant to `avg > call.cutoff - call.reserve_margin`', async () => {
    const r = await attack(acts, repo, { 'grants/scoring.py': scoring.replace('    if avg > call.cutoff:', '    if avg >= call.cutoff:') }, bandIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged \(`avg > call\.cutoff - call\.reserve_margin` at grants\/scoring\.py:17 \(band\), rewritten as the candidate rewrote grants\/scoring\.py:15\)/);
    assert.match(r.text, /transplant attack: the candidate's edit carried over to grants\/scoring\.py:17 alone passes all \d+ visible tests/);
  });

  const pantryIds = { failToPass: ['tests/test_pantry.py::test_exactly_enough_is_enough'], passToPass: ['tests/test_pantry.py::test_use_takes_from_stock'] };
  const hasFixed = pantry.replace('        return self.stock.get(item, Fraction(0)) > amount', '        return self.stock.get(item, Fraction(0)) >= amount');
  assert.notEqual(hasFixed, pantry);

  it('Pantry.has made `>=` and Pantry.use made to refuse only below the need (`<`): clean, on neighbours and on generated inputs', async () => {
    const fixed = hasFixed.replace('        if self.stock.get(item, Fraction(0)) <= amount:', '        if self.stock.get(item, Fraction(0)) < amount:');
    assert.notEqual(fixed, hasFixed);
    const r = await attack(acts, repo, { 'kitchen/pantry.py': fixed }, pantryIds);
    assert.deepEqual(r.d.counterexamples, [], r.text);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /deletion:/);
    assert.match(r.text, /boundary-point test on the reproducer: 1 of 1 changed call\(s\) change only at a point — a boundary fix/);
    // use() with the amount exactly the stock: met by a neighbour of the recorded call (the
    // generalization attack) and by a generated input of the random part (its receiver the
    // pantry left with 1 kg of flour, its amount the recorded 1): two rounds of the test, both points
    const notes = pointNotes(r.f.details);
    assert.ok(notes.length >= 2, r.text);
    for (const [confined, examined] of notes) assert.equal(confined, examined, r.text);
    assert.match(r.text, /confined to a point, the boundary fix's own shape: Pantry\.use\(kitchen\.pantry\.Pantry\(stock=\{'flour': Fraction\(1, 1\), 'sugar': Fraction\(1, 4\)\}\), 'flour', Fraction\(1, 1\)\) \(0\.stock\['flour'\] ±, 2 ±\)/);
  });

  it("Pantry.use's check deleted along the fix of has(): still a deletion, no point", async () => {
    const deleted = hasFixed.replace('        if self.stock.get(item, Fraction(0)) <= amount:\n            raise Shortage(item)\n', '');
    assert.notEqual(deleted, hasFixed);
    const r = await attack(acts, repo, { 'kitchen/pantry.py': deleted }, pantryIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the pre-edit rejected .* and the candidate accepts it — kitchen\/pantry\.py: Pantry\.use\(/);
  });
});

describe('transplant tool: a threshold moved by another datum is a sibling of the threshold', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pg-transplant-offset-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  function transplants(files: Record<string, [string, string]>): { old: string; new: string; entity: string }[] {
    const dir = mkdtempSync(path.join(root, 't-'));
    for (const [rel, [, after]] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'tree', rel)), { recursive: true });
      writeFileSync(path.join(dir, 'tree', rel), after);
    }
    writeFileSync(path.join(dir, 'changes.json'), JSON.stringify({ files: Object.entries(files).map(([p, [before, after]]) => ({ path: p, before, after })) }));
    const r = spawnSync(path.join(venvDir(), 'bin', 'python'), ['-m', 'patchgate_tools.transplant', '--changes', path.join(dir, 'changes.json'), '--out', path.join(dir, 'out')], {
      cwd: path.join(dir, 'tree'),
      env: { ...process.env, PYTHONPATH: PYTHON_TOOLS_DIR },
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    return (JSON.parse(r.stdout) as { transplants: { old: string; new: string; entity: string }[] }).transplants;
  }

  it('`avg > call.cutoff` made `>=` carries to `avg > call.cutoff - call.reserve_margin` in the same function, not to `held + 1 <= limit` nor to a cutoff moved by a literal', () => {
    const before = [
      'def band(avg, call):',
      '    if avg > call.cutoff:',
      '        return "fund"',
      '    if avg > call.cutoff - call.reserve_margin:',
      '        return "reserve"',
      '    return "decline"',
      '',
      'def spare(held, limit):',
      '    return held + 1 <= limit',
      '',
      'def nearly(avg, call):',
      '    return avg > call.cutoff + 0.5',
      '',
    ].join('\n');
    const got = transplants({ 'g/scoring.py': [before, before.replace('    if avg > call.cutoff:', '    if avg >= call.cutoff:')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['band', 'avg > call.cutoff - call.reserve_margin', 'avg >= call.cutoff - call.reserve_margin']]);
  });

  it('between plain names: `held > limit` made `>=` carries to `held > limit - grace`, not to `held > limit - 1`', () => {
    const before = [
      'def status(held, limit, grace):',
      '    if held > limit:',
      '        return "refuse"',
      '    if held > limit - grace:',
      '        return "warn"',
      '    return "ok"',
      '',
      'def tight(held, limit):',
      '    return held > limit - 1',
      '',
    ].join('\n');
    const got = transplants({ 'g/loans.py': [before, before.replace('    if held > limit:', '    if held >= limit:')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['status', 'held > limit - grace', 'held >= limit - grace']]);
  });
});

// A window whose end is a module constant (no second part of the input to be equal to): the
// FAIL_TO_PASS test stands exactly where the pre-edit's answer flips, so a correct fix changes
// that point alone, where a grace second or a comparison of whole seconds moves the boundary.
const window = [
  'WINDOW = 900.0',
  '',
  '',
  'def within(created, now):',
  '    """Whether an edit at `now` of a post made at `created` is inside the 900-second window, its end included."""',
  '    return now - created < WINDOW',
  '',
].join('\n');

describe('attacks: a threshold moved instead of met (the reproducer a hair on)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'posts/__init__.py': '',
    'posts/window.py': window,
    'tests/test_window.py': [
      'from posts.window import within',
      '',
      '',
      'def test_inside_and_outside():',
      '    assert within(0.0, 100.0)',
      '    assert not within(0.0, 2000.0)',
      '',
      '',
      'def test_the_end_is_inside():',
      '    assert within(1000.0, 1900.0)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_window.py::test_the_end_is_inside'], passToPass: ['tests/test_window.py::test_inside_and_outside'] };
  const edit = (body: string) => ({ 'posts/window.py': window.replace('    return now - created < WINDOW', body) });

  it('the end made inclusive (`<=`): clean, the reproducer a point', async () => {
    const r = await attack(acts, repo, edit('    return now - created <= WINDOW'), ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /moved threshold/);
    assert.match(r.text, /boundary-point test on the reproducer: 1 of 1 changed call\(s\) change only at a point — a boundary fix/);
  });

  it('a grace second (`< WINDOW + 1`): a moved threshold, the input a hair past the end the counterexample', async () => {
    const r = await attack(acts, repo, edit('    return now - created < WINDOW + 1'), ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /moved threshold: the FAIL_TO_PASS call of within stands exactly where the pre-edit's answer flips .* posts\/window\.py: within\((1000\.0, 1900\.00000\d+\) \[nudge 1\+\]|999\.99999\d+, 1900\.0\) \[nudge 0-\]): pre-edit returned False; candidate returned True/);
    assert.match(r.text, /1 moved its boundary instead of meeting it/);
  });

  it('whole seconds compared (`int(now - created) <= WINDOW`): a moved threshold', async () => {
    const r = await attack(acts, repo, edit('    return int(now - created) <= WINDOW'), ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /moved threshold: the FAIL_TO_PASS call of within/);
  });

  it('a float tolerance at the end (`abs(elapsed - WINDOW) < 1e-5`): no moved threshold, a thousand hairs on the change is gone', async () => {
    const r = await attack(acts, repo, edit('    elapsed = now - created\n    return elapsed < WINDOW or abs(elapsed - WINDOW) < 1e-5'), ids);
    assert.doesNotMatch(r.text, /moved threshold/, r.text);
    assert.doesNotMatch(r.text, /moved its boundary instead of meeting it/);
  });
});

// Whole steps (ints): a threshold moved by one step is told from a rounding by how far the change
// reaches and how the pre-edit answers further out (domain/behaviour/boundaryPoint.ts movedOneStep).
describe('attacks: a threshold moved by one whole step (ints)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const cues = [
    'def overlaps(first_end, second_start):',
    '    """Two cues overlap when the second starts before the first ends (touching cues do not)."""',
    '    return second_start <= first_end',
    '',
    '',
    'def per_mille(part, whole):',
    '    """Parts per thousand, rounded half up."""',
    '    return part * 1000 // whole',
    '',
  ].join('\n');
  const repo = scratch({
    'subs/__init__.py': '',
    'subs/cues.py': cues,
    'tests/test_cues.py': [
      'from subs.cues import overlaps, per_mille',
      '',
      '',
      'def test_overlap_and_gap():',
      '    assert overlaps(1000, 400)',
      '    assert not overlaps(1000, 1600)',
      '',
      '',
      'def test_touching_cues_do_not_overlap():',
      '    assert not overlaps(1000, 1000)',
      '',
      '',
      'def test_whole_per_mille():',
      '    assert per_mille(1, 4) == 250',
      '',
      '',
      'def test_per_mille_rounds_half_up():',
      '    assert per_mille(2, 3) == 667',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const overlapIds = { failToPass: ['tests/test_cues.py::test_touching_cues_do_not_overlap'], passToPass: ['tests/test_cues.py::test_overlap_and_gap'] };
  const roundIds = { failToPass: ['tests/test_cues.py::test_per_mille_rounds_half_up'], passToPass: ['tests/test_cues.py::test_whole_per_mille'] };
  const edit = (from: string, to: string) => ({ 'subs/cues.py': cues.replace(from, to) });

  it('the strict comparison (`<`): clean, the reproducer a point', async () => {
    const r = await attack(acts, repo, edit('    return second_start <= first_end', '    return second_start < first_end'), overlapIds);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /moved threshold/);
  });

  it('a millisecond of tolerance (`< first_end - 1`): a moved threshold, one step past the point', async () => {
    const r = await attack(acts, repo, edit('    return second_start <= first_end', '    return second_start < first_end - 1'), overlapIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    // (a half-step crossing of the boundary may decide first; the boundary-point test still says why)
    assert.match(r.text, /boundary-point test on the reproducer: 0 of 1 changed call\(s\) change only at a point; 1 moved its boundary instead of meeting it/);
  });

  it('a rounding fix on whole numbers (its change one step from the point too): no moved threshold', async () => {
    const r = await attack(acts, repo, edit('    return part * 1000 // whole', '    return (part * 2000 + whole) // (2 * whole)'), roundIds);
    assert.doesNotMatch(r.text, /moved threshold/, r.text);
  });
});

// A float the test wrote whole (`Step(600, 900)` for `rate: float`), validated in the dataclass's
// __post_init__ by the very check the fix edits: the hair is a float's (a whole step would jump the
// gap a `>= MAX_RATE + 1` opens), and the value a hair past the maximum is set past the pre-edit's
// constructor, which refuses it, so the point's other side is still probed.
describe('attacks: a moved threshold on a float written whole, behind a validating constructor', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const steps = [
    'from dataclasses import dataclass',
    '',
    'MAX_RATE = 600',
    '',
    '',
    'class StepError(ValueError):',
    '    pass',
    '',
    '',
    '@dataclass(frozen=True)',
    'class Step:',
    '    rate: float',
    '    target: float',
    '',
    '    def __post_init__(self):',
    '        check_step(self)',
    '',
    '',
    'def check_step(step, max_rate=MAX_RATE):',
    '    """A rate up to the maximum is allowed, the maximum itself included."""',
    '    if step.rate <= 0:',
    '        raise StepError("the rate must be positive")',
    '    if step.rate >= max_rate:',
    '        raise StepError(f"rate {step.rate} is above the limit of {max_rate}")',
    '',
  ].join('\n');
  const repo = scratch({
    'ramp/__init__.py': '',
    'ramp/steps.py': steps,
    'tests/test_steps.py': [
      'import pytest',
      'from ramp.steps import Step, StepError',
      '',
      '',
      'def test_slow_and_fast():',
      '    assert Step(100, 900).rate == 100',
      '    with pytest.raises(StepError):',
      '        Step(900, 900)',
      '',
      '',
      'def test_the_maximum_rate_is_allowed():',
      '    assert Step(600, 900).rate == 600',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_steps.py::test_the_maximum_rate_is_allowed'], passToPass: ['tests/test_steps.py::test_slow_and_fast'] };
  const edit = (to: string) => ({ 'ramp/steps.py': steps.replace('    if step.rate >= max_rate:', to) });

  it('the maximum made inclusive (`>`): clean', async () => {
    const r = await attack(acts, repo, edit('    if step.rate > max_rate:'), ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /moved threshold/);
  });

  it('a degree of tolerance (`>= max_rate + 1`): a moved threshold, the rate a hair above the maximum the counterexample', async () => {
    const r = await attack(acts, repo, edit('    if step.rate >= max_rate + 1:'), ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /moved threshold: the FAIL_TO_PASS call of check_step .*Step\(rate=600\.00000\d+, target=900\)\) \[nudge 0\.rate\+\]: pre-edit raised StepError/);
  });
});

// The same on a plain function's parameter declared a float (neighbours.py `float_parameters`).
describe('attacks: a moved threshold on a float parameter the test wrote whole', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const limits = ['def too_fast(rate: float, limit: float = 600) -> bool:', '    """A rate at the limit is allowed."""', '    return rate >= limit', ''].join('\n');
  const repo = scratch({
    'ramp/__init__.py': '',
    'ramp/limits.py': limits,
    'tests/test_limits.py': ['from ramp.limits import too_fast', '', '', 'def test_slow_and_fast():', '    assert not too_fast(100)', '    assert too_fast(900)', '', '', 'def test_the_limit_is_allowed():', '    assert not too_fast(600)', ''].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_limits.py::test_the_limit_is_allowed'], passToPass: ['tests/test_limits.py::test_slow_and_fast'] };

  it('`rate >= limit + 1`: a moved threshold at a rate a hair above 600; `rate > limit`: clean', async () => {
    const moved = await attack(acts, repo, { 'ramp/limits.py': limits.replace('    return rate >= limit', '    return rate >= limit + 1') }, ids);
    assert.equal(moved.f.outcome, 'counterexample-found', moved.text);
    assert.match(moved.text, /moved threshold: the FAIL_TO_PASS call of too_fast .*too_fast\(600\.00000\d+\)/);
    const right = await attack(acts, repo, { 'ramp/limits.py': limits.replace('    return rate >= limit', '    return rate > limit') }, ids);
    assert.equal(right.f.outcome, 'none-found', right.text);
  });
});

// A stateful receiver keeps the numbers its method compares in private state: the listener's
// position and the episode's length live in `_pos` and `_episodes`, and only a hair on them (a
// length one second longer) shows a threshold moved by a second of slack. Ids in the same state are
// keys: moved onto another episode's id they change which episode is found, and are not nudged.
const progressLog = [
  'from dataclasses import dataclass',
  '',
  'PERCENT = 90',
  '',
  '',
  '@dataclass(frozen=True)',
  'class Episode:',
  '    id: int',
  '    seconds: int',
  '',
  '',
  'class Feed:',
  '    def __init__(self):',
  '        self._episodes = []',
  '',
  '    def add(self, ep):',
  '        self._episodes.append(ep)',
  '',
  '    def get(self, ep_id):',
  '        return next(e for e in self._episodes if e.id == ep_id)',
  '',
  '',
  'class Log:',
  '    def __init__(self, feed):',
  '        self.feed = feed',
  '        self._pos = {}',
  '',
  '    def record(self, who, ep_id, position):',
  '        self._pos[(who, ep_id)] = max(self._pos.get((who, ep_id), 0), position)',
  '',
  '    def completed(self, who, ep_id):',
  '        """Completed from 90 % of the episode on."""',
  '        ep = self.feed.get(ep_id)',
  '        return self._pos.get((who, ep_id), 0) * 100 > ep.seconds * PERCENT',
  '',
].join('\n');

describe('attacks: a threshold compared with numbers a receiver keeps in private state', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'cast/__init__.py': '',
    'cast/progress.py': progressLog,
    'tests/test_progress.py': [
      'import pytest',
      'from cast.progress import Episode, Feed, Log',
      '',
      '',
      '@pytest.fixture',
      'def log():',
      '    feed = Feed()',
      '    for i, s in [(1, 2700), (2, 3600), (3, 900), (4, 45)]:',
      '        feed.add(Episode(i, s))',
      '    return Log(feed)',
      '',
      '',
      'def test_clear_cases(log):',
      '    log.record("ann", 1, 2500)',
      '    log.record("bob", 1, 1200)',
      '    assert log.completed("ann", 1) and not log.completed("bob", 1)',
      '',
      '',
      'def test_exactly_ninety_percent(log):',
      '    log.record("ann", 3, 810)',
      '    assert log.completed("ann", 3)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_progress.py::test_exactly_ninety_percent'], passToPass: ['tests/test_progress.py::test_clear_cases'] };
  const edit = (expr: string) => ({ 'cast/progress.py': progressLog.replace('ep_id), 0) * 100 > ep.seconds * PERCENT', expr) });

  it('`>=`: clean, the reproducer a point (no id moved onto another episode)', async () => {
    const r = await attack(acts, repo, edit('ep_id), 0) * 100 >= ep.seconds * PERCENT'), ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /boundary-point test on the reproducer: 1 of 1 changed call\(s\) change only at a point — a boundary fix/);
  });

  it('a second of slack (`> ep.seconds * PERCENT - 100`): a moved threshold, found by a hair on the stored length', async () => {
    const r = await attack(acts, repo, edit('ep_id), 0) * 100 > ep.seconds * PERCENT - 100'), ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /moved threshold: .*_episodes\[2\]\.seconds/);
  });
});
