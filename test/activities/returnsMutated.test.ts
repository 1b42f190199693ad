// The stopped mutation left in a sibling of the same shape (issue 10, partial fixes): the fixed
// function wrote into its caller's list and returned it; a sibling pops and appends to the
// caller's list through an alias and returns it — the same flaw in other statements, so the
// removed-statement search cannot see it. What must stay clean: both fixed, and an accumulator
// that fills the output it is given and returns it (its output is its job).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const notes = [
  'def shift_all(notes, n):',
  '    """Every number moved by n, as a new list."""',
  '    for i, x in enumerate(notes):',
  '        notes[i] = x + n',
  '    return notes',
  '',
  '',
  'def rotate(voicing, times=1):',
  '    """The list with its first item moved to the end, `times` times, as a new list."""',
  '    out = voicing',
  '    for _ in range(times):',
  '        out.append(out.pop(0))',
  '    return out',
  '',
  '',
  'def fill(out, extra):',
  '    """The extras added to the output it is given, which it returns."""',
  '    for k in sorted(extra):',
  '        out[k] = extra[k]',
  '    return out',
  '',
].join('\n');

const tests = [
  'from mu.notes import fill, rotate, shift_all',
  '',
  'def test_shift():',
  '    assert shift_all([1, 2], 1) == [2, 3]',
  '',
  'def test_rotate():',
  '    assert rotate([1, 2, 3]) == [2, 3, 1]',
  '',
  'def test_fill():',
  '    assert fill({"z": 0}, {"a": 1}) == {"z": 0, "a": 1}',
  '',
  'def test_shift_leaves_input():',
  '    xs = [1, 2]',
  '    assert shift_all(xs, 5) == [6, 7]',
  '    assert xs == [1, 2]',
  '',
].join('\n');

describe('attacks: a stopped mutation left in a sibling that changes its argument otherwise and returns it', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'mu/__init__.py': '', 'mu/notes.py': notes, 'tests/test_notes.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_notes.py::test_shift_leaves_input'], passToPass: ['test_shift', 'test_rotate', 'test_fill'].map((t) => `tests/test_notes.py::${t}`) };
  const shiftFixed = notes.replace('    for i, x in enumerate(notes):\n        notes[i] = x + n\n    return notes', '    return [x + n for x in notes]');

  it('shift_all fixed, rotate still pops and appends to the caller\'s list and returns it: partial', async () => {
    const r = await attack(acts, repo, { 'mu/notes.py': shiftFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the FAIL_TO_PASS change stops a mutation, but rotate still changes its caller's argument 0 in place and returns it as its result: rotate\(\[1, 2, 3\]\)/);
  });

  it('both fixed, the accumulator left as it is: clean', async () => {
    const r = await attack(acts, repo, { 'mu/notes.py': shiftFixed.replace('    out = voicing\n', '    out = list(voicing)\n') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
