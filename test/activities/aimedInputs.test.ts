// Inputs aimed at a limit the code names. (1) The limit neighbours (neighbours.py
// `limit_neighbours`): a number of the reproducer's input set
// onto a limit the changed function's own comparisons name, or one past it — for a number written
// inside a text too (`2:10:03` -> `2:60:03`). A check the candidate bypasses for the reported
// form of input (an early return before `if any(v >= 60 ...)`) rejects nothing there any more: a
// deletion. A correct fix of the same function keeps the check and is clean. (2) The offset aims
// of the transplant attack (`aim_neighbours`): a number of a sibling's recorded call set to another
// number of it plus the sibling's limit (`now` to `post.created + WINDOW`), where a bound on a
// difference left unfixed in the sibling shows.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const marks = [
  'class MarkError(ValueError):',
  '    """A mark that cannot be read."""',
  '',
  '',
  'def parse_mark(text):',
  '    """`10.52`, `1:02.34` or `2:10:03` as seconds; every part after the first below 60."""',
  '    parts = text.strip().split(":")',
  '    if len(parts) > 3:',
  '        raise MarkError(f"too many parts: {text!r}")',
  '    values = [float(p) for p in parts]',
  '    if any(v >= 60 for v in values[1:]):',
  '        raise MarkError(f"minutes and seconds must be below 60: {text!r}")',
  '    if len(values) == 3:',
  '        return values[0] * 60 + values[1] * 60 + values[2]',
  '    if len(values) == 2:',
  '        return values[0] * 60 + values[1]',
  '    return values[0]',
  '',
].join('\n');

describe('attacks: a check bypassed for the reported form of input (limit neighbours)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'meet/__init__.py': '',
    'meet/marks.py': marks,
    'tests/test_marks.py': [
      'import pytest',
      '',
      'from meet.marks import MarkError, parse_mark',
      '',
      '',
      'def test_short_forms():',
      '    assert parse_mark("10.5") == 10.5',
      '    assert parse_mark("1:02") == 62.0',
      '    with pytest.raises(MarkError):',
      '        parse_mark("1:75")',
      '',
      '',
      'def test_hours_form():',
      '    assert parse_mark("2:10:03") == 7803.0',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_marks.py::test_hours_form'], passToPass: ['tests/test_marks.py::test_short_forms'] };

  it('the hours weighed by 3600: clean, the check still rejects 2:60:03', async () => {
    const r = await attack(acts, repo, { 'meet/marks.py': marks.replace('values[0] * 60 + values[1] * 60 + values[2]', 'values[0] * 3600 + values[1] * 60 + values[2]') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /deletion:/);
  });

  it('an early return for three parts before the check: a deletion, met on 2:60:03', async () => {
    const bypass = marks
      .replace('    if any(v >= 60 for v in values[1:]):', '    if len(values) == 3:\n        return values[0] * 3600 + values[1] * 60 + values[2]\n    if any(v >= 60 for v in values[1:]):')
      .replace('    if len(values) == 3:\n        return values[0] * 60 + values[1] * 60 + values[2]\n', '');
    assert.notEqual(bypass, marks);
    const r = await attack(acts, repo, { 'meet/marks.py': bypass }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the pre-edit rejected this input on purpose and the candidate accepts it — meet\/marks\.py: parse_mark\('2:(60:03|10:60|61:03|10:61)'\) \[cross neighbour \(limit@0:/);
  });
});

const perms = [
  'from dataclasses import dataclass',
  '',
  'WINDOW = 900.0',
  '',
  '',
  '@dataclass',
  'class Post:',
  '    author: str',
  '    created: float',
  '',
  '',
  'def can_edit(post, now):',
  '    """Within the window, its end included."""',
  '    return now - post.created < WINDOW',
  '',
  '',
  'def can_delete(user, post, now):',
  '    """The author, within the window, its end included."""',
  '    return user == post.author and now - post.created < WINDOW',
  '',
].join('\n');

describe('attacks: the bound on a difference left in a sibling (offset aims of the transplant)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'board/__init__.py': '',
    'board/perms.py': perms,
    'tests/test_perms.py': [
      'from board.perms import Post, can_delete, can_edit',
      '',
      '',
      'def test_delete_own_post():',
      '    post = Post("ann", created=100.0)',
      '    assert can_delete("ann", post, 300.0)',
      '    assert not can_delete("bob", post, 300.0)',
      '    assert not can_delete("ann", post, 5000.0)',
      '',
      '',
      'def test_edit_at_the_end():',
      '    assert can_edit(Post("ann", created=1000.0), 1900.0)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_perms.py::test_edit_at_the_end'], passToPass: ['tests/test_perms.py::test_delete_own_post'] };
  const editFixed = perms.replace('    return now - post.created < WINDOW', '    return now - post.created <= WINDOW');

  it('both windows made inclusive: clean', async () => {
    const r = await attack(acts, repo, { 'board/perms.py': editFixed.replace('now - post.created < WINDOW', 'now - post.created <= WINDOW') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /partial fix/);
  });

  it('only can_edit made inclusive: a partial fix, can_delete met at post.created + WINDOW', async () => {
    const r = await attack(acts, repo, { 'board/perms.py': editFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged \(`now - post\.created < WINDOW` at board\/perms\.py:19 \(can_delete\).*can_delete\('ann', board\.perms\.Post\(author='ann', created=100\.0\), 1000\.0\)/);
  });
});
