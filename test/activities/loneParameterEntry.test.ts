// The transplant attack given the reproducer's data through a sibling that takes only that one
// parameter (issue 10 item 2, partial fixes), through the real sandbox and pytest. `spread(rows,
// start)` floods across corners, and should not; `lonely(rows)` finds the cells with no neighbour,
// counting corners too. No visible test gives `lonely` a grid where that matters; the
// reproducer's own grid, handed to it by parameter name (`lonely(rows)`), does.
// - `spread` fixed alone: partial;
// - both fixed: clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const cells = [
  'def neighbours(rows, x, y, corners):',
  '    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]',
  '    if corners:',
  '        steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]',
  '    out = []',
  '    for dx, dy in steps:',
  '        a, b = x + dx, y + dy',
  '        if 0 <= b < len(rows) and 0 <= a < len(rows[b]) and rows[b][a] == ".":',
  '            out.append((a, b))',
  '    return out',
  '',
  '',
  'def spread(rows, start):',
  '    """The floor cells reachable from start, side to side (never across a corner)."""',
  '    seen = {start}',
  '    todo = [start]',
  '    while todo:',
  '        x, y = todo.pop()',
  '        for q in neighbours(rows, x, y, corners=True):',
  '            if q not in seen:',
  '                seen.add(q)',
  '                todo.append(q)',
  '    return sorted(seen)',
  '',
  '',
  'def lonely(rows):',
  '    """Floor cells with no floor cell beside them (corners do not count)."""',
  '    return [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "." and not neighbours(rows, x, y, corners=True)]',
  '',
].join('\n');

const tests = [
  'from cave_.cells import lonely, spread',
  '',
  '',
  'def test_spread_open():',
  '    assert spread(["..", ".."], (0, 0)) == [(0, 0), (0, 1), (1, 0), (1, 1)]',
  '',
  '',
  'def test_lonely():',
  '    assert lonely([".#", "##"]) == [(0, 0)]',
  '    assert lonely(["..", "##"]) == []',
  '',
  '',
  'def test_spread_stops_at_corners():',
  '    assert spread([".#", "#."], (0, 0)) == [(0, 0)]',
  '',
].join('\n');

describe('attacks: the reproducer\'s data handed to a sibling taking that one parameter (transplant, named entry)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'cave_/__init__.py': '', 'cave_/cells.py': cells, 'tests/test_cells.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_cells.py::test_spread_stops_at_corners'], passToPass: ['tests/test_cells.py::test_spread_open', 'tests/test_cells.py::test_lonely'] };
  const fixSpread = (t: string) => t.replace('        for q in neighbours(rows, x, y, corners=True):\n', '        for q in neighbours(rows, x, y, corners=False):\n');
  const fixLonely = (t: string) => t.replace('and not neighbours(rows, x, y, corners=True)]', 'and not neighbours(rows, x, y, corners=False)]');

  it('spread fixed alone: partial, shown by lonely given the reproducer\'s grid', async () => {
    const r = await attack(acts, repo, { 'cave_/cells.py': fixSpread(cells) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in the code of the same structure it left unchanged .*\(lonely\).*lonely\(\['\.#', '#\.'\]\)/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'cave_/cells.py': fixLonely(fixSpread(cells)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
