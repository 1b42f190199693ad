// Inputs aimed at a limit the code names. (1) The limit neighbours (neighbours.py
// `limit_neighbours`): a number of the reproducer's input set
// onto a limit the changed function's own comparisons name, or one past it — for a number written
// inside a text too (`2:10:03` -> `2:60:03`). A check the candidate bypasses for the reported
// form of input (an early return before `if any(v >= 60 ...)`) rejects nothing there any more: a
// deletion. A correct fix of the same function keeps the check and is clean. (2) The offset aims
// of the transplant attack (`aim_neighbours`): a number of a sibling's recorded call set to another
// number of it plus the sibling's limit (`now` to `post.created + WINDOW`), where a bound on a
// difference left unfixed in the sibling shows. (3) A sibling function holding the same loop
// branch the candidate rewrote in one (`place += 1; placed.append((place, r))` made
// `placed.append((i + 1, r))`), met by relation-keeping neighbours of the sibling's recorded
// call (the first entry twice: a tie at the top) — and a loop target `(i, r)` is never taken for
// the edited tuple `(place, r)` (a rewrite that does not parse drops itself, not the file's others).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { PYTHON_TOOLS_DIR, venvDir } from '../../infra/config.js';
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

const ranking = [
  'def rank_times(results):',
  '    """(bib, seconds) pairs, fastest first; equal times share a place and the next is skipped."""',
  '    ordered = sorted(results, key=lambda r: r[1])',
  '    placed = []',
  '    place = 0',
  '    for i, r in enumerate(ordered):',
  '        if i and r[1] == ordered[i - 1][1]:',
  '            placed.append((placed[-1][0], r))',
  '        else:',
  '            place += 1',
  '            placed.append((place, r))',
  '    return placed',
  '',
  '',
  'def rank_distances(results):',
  '    """(bib, metres) pairs, farthest first; equal marks share a place and the next is skipped."""',
  '    ordered = sorted(results, key=lambda r: -r[1])',
  '    placed = []',
  '    place = 0',
  '    for i, r in enumerate(ordered):',
  '        if i and r[1] == ordered[i - 1][1]:',
  '            placed.append((placed[-1][0], r))',
  '        else:',
  '            place += 1',
  '            placed.append((place, r))',
  '    return placed',
  '',
].join('\n');

describe('attacks: the same loop branch left in a sibling function (transplant of an inner run)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'meet/__init__.py': '',
    'meet/ranking.py': ranking,
    'tests/test_ranking.py': [
      'from meet.ranking import rank_distances, rank_times',
      '',
      '',
      'def test_distances():',
      '    assert [p for p, _ in rank_distances([(1, 7.1), (2, 7.4), (3, 6.9)])] == [1, 2, 3]',
      '',
      '',
      'def test_tied_times_skip_the_next_place():',
      '    assert [p for p, _ in rank_times([(1, 10.5), (2, 10.5), (3, 10.7)])] == [1, 1, 3]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_ranking.py::test_tied_times_skip_the_next_place'], passToPass: ['tests/test_ranking.py::test_distances'] };
  const fixOne = (text: string, from: number) => {
    const at = text.indexOf('            place += 1\n            placed.append((place, r))', from);
    return text.slice(0, at) + '            placed.append((i + 1, r))' + text.slice(at + '            place += 1\n            placed.append((place, r))'.length);
  };
  const timesFixed = fixOne(ranking, 0);

  it('both rankings place by position: clean', async () => {
    const r = await attack(acts, repo, { 'meet/ranking.py': fixOne(timesFixed, timesFixed.indexOf('def rank_distances')) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /partial fix/);
  });

  it('only rank_times fixed: a partial fix, rank_distances met on a tie at the top', async () => {
    const r = await attack(acts, repo, { 'meet/ranking.py': timesFixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged \(`\(place, r\)` at meet\/ranking\.py:\d+ \(rank_distances\)/);
  });

  it('the transplant tool takes no loop target for the edited tuple and keeps the sibling rewrite', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-transplant-loop-'));
    try {
      mkdirSync(path.join(dir, 'tree', 'meet'), { recursive: true });
      writeFileSync(path.join(dir, 'tree', 'meet', 'ranking.py'), timesFixed);
      writeFileSync(path.join(dir, 'changes.json'), JSON.stringify({ files: [{ path: 'meet/ranking.py', before: ranking, after: timesFixed }] }));
      const r = spawnSync(path.join(venvDir(), 'bin', 'python'), ['-m', 'patchgate_tools.transplant', '--changes', path.join(dir, 'changes.json'), '--out', path.join(dir, 'out')], {
        cwd: path.join(dir, 'tree'),
        env: { ...process.env, PYTHONPATH: PYTHON_TOOLS_DIR },
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, r.stderr);
      const out = JSON.parse(r.stdout) as { transplants: { entity: string; old: string; new: string }[]; files: string[] };
      assert.deepEqual(out.files, ['meet/ranking.py']);
      assert.ok(out.transplants.some((t) => t.entity === 'rank_distances'), r.stdout);
      assert.ok(out.transplants.every((t) => t.old !== 'i, r' && t.old !== '(i, r)'), r.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
