// A refused call that changes its object (issue 10: "an input no longer mutated", partial fixes,
// deleted checks). The yard keeps its pens in a private dict beside public fields, so a refusal
// that has already moved the animals is invisible to the public view; the arguments' whole data
// state is what a refused call must leave unchanged. What must hold:
// - the fix that makes `merge` refuse before it moves anything is an intended change (measured),
//   and the same fix in both methods is clean;
// - a fix about refusals that also changes what an accepted merge leaves (the emptied pen kept,
//   seen only in private state): a regression;
// - `merge` fixed and `split` still moving animals before it refuses: a partial fix;
// - `split`'s capacity check deleted (never reached by the reproducer): a deletion, shown on a
//   neighbour of split's recorded call where the pen's own constructor now refuses instead.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const yard = [
  'PER_PEN = 10',
  '',
  '',
  'class Refused(Exception):',
  '    pass',
  '',
  '',
  'class Pen:',
  '    def __init__(self, name, animals, pens=1):',
  '        if animals > pens * PER_PEN:',
  '            raise ValueError(f"pen {name}: {animals} animals do not fit")',
  '        self.name = name',
  '        self.animals = animals',
  '        self.pens = pens',
  '',
  '',
  'class Yard:',
  '    def __init__(self, name):',
  '        self.name = name',
  '        self.log = []',
  '        self._pens = {}',
  '',
  '    def add(self, pen):',
  '        self._pens[pen.name] = pen',
  '',
  '    def count(self, name):',
  '        return self._pens[name].animals',
  '',
  '    def merge(self, src, dst):',
  '        a, b = self._pens[src], self._pens[dst]',
  '        b.animals += a.animals',
  '        if b.animals > b.pens * PER_PEN:',
  '            raise Refused(f"{b.animals} animals do not fit pen {dst}")',
  '        del self._pens[src]',
  '        self.log.append(("merge", src, dst))',
  '',
  '    def split(self, src, new, animals):',
  '        a = self._pens[src]',
  '        if not 0 < animals < a.animals:',
  '            raise Refused(f"cannot take {animals} of {a.animals}")',
  '        a.animals -= animals',
  '        if animals > PER_PEN:',
  '            raise Refused(f"{animals} animals do not fit one pen")',
  '        self._pens[new] = Pen(new, animals)',
  '        self.log.append(("split", src, new))',
  '',
].join('\n');

const tests = [
  'import pytest',
  'from farm.yard import Pen, Refused, Yard',
  '',
  '',
  'def make():',
  '    y = Yard("home")',
  '    y.add(Pen("a", 24, pens=3))',
  '    y.add(Pen("b", 4))',
  '    y.add(Pen("c", 3))',
  '    return y',
  '',
  '',
  'def test_merge():',
  '    y = make()',
  '    y.merge("c", "b")',
  '    assert y.count("b") == 7',
  '',
  '',
  'def test_split():',
  '    y = make()',
  '    y.split("a", "d", 4)',
  '    assert y.count("a") == 20 and y.count("d") == 4',
  '',
  '',
  'def test_split_refusals():',
  '    y = make()',
  '    with pytest.raises(Refused):',
  '        y.split("a", "d", 0)',
  '',
  '',
  'def test_refused_merge_changes_nothing():',
  '    y = make()',
  '    with pytest.raises(Refused):',
  '        y.merge("a", "b")',
  '    assert y.count("b") == 4',
  '',
].join('\n');

const mergeFixed = yard.replace(
  '        b.animals += a.animals\n        if b.animals > b.pens * PER_PEN:\n            raise Refused(f"{b.animals} animals do not fit pen {dst}")\n',
  '        total = a.animals + b.animals\n        if total > b.pens * PER_PEN:\n            raise Refused(f"{total} animals do not fit pen {dst}")\n        b.animals = total\n',
);
const splitFixed = (text: string) =>
  text.replace(
    '        a.animals -= animals\n        if animals > PER_PEN:\n            raise Refused(f"{animals} animals do not fit one pen")\n',
    '        if animals > PER_PEN:\n            raise Refused(f"{animals} animals do not fit one pen")\n        a.animals -= animals\n',
  );

describe('attacks: a refused call that changes its object (private state), left in a sibling method or its check deleted', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'farm/__init__.py': '', 'farm/yard.py': yard, 'tests/test_yard.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_yard.py::test_refused_merge_changes_nothing'], passToPass: ['test_merge', 'test_split', 'test_split_refusals'].map((t) => `tests/test_yard.py::${t}`) };

  it('merge and split both refuse before they change anything: the intended change is measured, and clean', async () => {
    const r = await attack(acts, repo, { 'farm/yard.py': splitFixed(mergeFixed) }, ids);
    assert.match(r.text, /intended change: 1 of 1 FAIL_TO_PASS call\(s\) of the changed functions behave differently/);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /refused-change attack: no other method of Yard changes state before a raise/);
  });

  it('split still takes the animals first but puts them back when it refuses: run, and clean', async () => {
    const restoring = mergeFixed.replace(
      '            raise Refused(f"{animals} animals do not fit one pen")\n',
      '            a.animals += animals\n            raise Refused(f"{animals} animals do not fit one pen")\n',
    );
    const r = await attack(acts, repo, { 'farm/yard.py': restoring }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /refused-change attack: Yard\.split \(methods of Yard writing state before a raise\) on \d+ input\(s\); none changes its object when it refuses/);
  });

  it('merge fixed, but an accepted merge now leaves the emptied pen in the yard (private state only): a regression', async () => {
    const kept = splitFixed(mergeFixed).replace('        del self._pens[src]\n', '');
    const r = await attack(acts, repo, { 'farm/yard.py': kept }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression: the FAIL_TO_PASS change of Yard\.merge only changes what a refused call leaves behind, but on .*, a call both trees accept, the candidate leaves its arguments' private data in another state — farm\/yard\.py: Yard\.merge\(/);
  });

  it('merge fixed, split still takes the animals before it refuses: partial', async () => {
    const r = await attack(acts, repo, { 'farm/yard.py': mergeFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate makes Yard\.merge leave its object unchanged when it refuses a call, but Yard\.split of the same class still changes its object before refusing — farm\/yard\.py: Yard\.split\(.*raised farm\.yard\.Refused/);
  });

  it('merge fixed and split\'s capacity check deleted: a deletion beyond the reproducer, the pen refusing instead', async () => {
    const dropped = mergeFixed.replace('        if animals > PER_PEN:\n            raise Refused(f"{animals} animals do not fit one pen")\n', '');
    const r = await attack(acts, repo, { 'farm/yard.py': dropped }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the pre-edit rejected an input on purpose in Yard\.split, which no FAIL_TO_PASS call reaches, and the candidate lets it through to be refused later, elsewhere, with another exception/);
  });
});
