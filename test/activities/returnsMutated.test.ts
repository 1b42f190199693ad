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

describe('attacks: a stopped mutation of the items of a caller\'s list, left in a sibling that returns a copy of it', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const timing = [
    'from dataclasses import dataclass, replace',
    '',
    '',
    '@dataclass',
    'class Cue:',
    '    start: int',
    '    end: int',
    '',
    '',
    'def shift(cues, offset):',
    '    """New cues moved by offset; the given cues stay as they are."""',
    '    moved = []',
    '    for cue in cues:',
    '        cue.start += offset',
    '        cue.end += offset',
    '        moved.append(cue)',
    '    return moved',
    '',
    '',
    'def scale(cues, factor):',
    '    """New cues with every timing multiplied by factor; the given cues stay as they are."""',
    '    for cue in cues:',
    '        cue.start, cue.end = round(cue.start * factor), round(cue.end * factor)',
    '    return list(cues)',
    '',
  ].join('\n');
  const tests = [
    'from sub.timing import Cue, scale, shift',
    '',
    'def test_shift():',
    '    assert shift([Cue(1000, 2000)], 500) == [Cue(1500, 2500)]',
    '',
    'def test_scale():',
    '    assert scale([Cue(1000, 2001)], 1.5) == [Cue(1500, 3002)]',
    '',
    'def test_shift_leaves_the_cues():',
    '    cues = [Cue(1000, 2000)]',
    '    assert shift(cues, -500) == [Cue(500, 1500)]',
    '    assert cues == [Cue(1000, 2000)]',
    '',
  ].join('\n');
  const repo = scratch({ 'sub/__init__.py': '', 'sub/timing.py': timing, 'tests/test_timing.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_timing.py::test_shift_leaves_the_cues'], passToPass: ['tests/test_timing.py::test_shift', 'tests/test_timing.py::test_scale'] };
  const shiftFixed = timing.replace(
    '    moved = []\n    for cue in cues:\n        cue.start += offset\n        cue.end += offset\n        moved.append(cue)\n    return moved',
    '    return [replace(cue, start=cue.start + offset, end=cue.end + offset) for cue in cues]',
  );

  it('shift copies, scale still rewrites the caller\'s cues and returns them in a new list: partial', async () => {
    assert.notEqual(shiftFixed, timing);
    const r = await attack(acts, repo, { 'sub/timing.py': shiftFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the FAIL_TO_PASS change stops a mutation, but scale still changes its caller's argument 0 in place/);
  });

  it('both copy: clean', async () => {
    const r = await attack(acts, repo, { 'sub/timing.py': shiftFixed.replace('    for cue in cues:\n        cue.start, cue.end = round(cue.start * factor), round(cue.end * factor)\n    return list(cues)', '    return [replace(cue, start=round(cue.start * factor), end=round(cue.end * factor)) for cue in cues]') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
