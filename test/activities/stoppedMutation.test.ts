// A fix that stops mutating its input changes no result (issue 10 item 1), through the sandbox and
// real pytest: a candidate that stops the mutation and also changes the ordering rule is a
// regression shown on a generated input; the correct fix (a sorted copy by the same key) is clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a stopped mutation that changes results too', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def ranking(scores):',
    '    """Names by score, best first; equal scores by name. `scores` is left as it is."""',
    '    scores.sort(key=lambda s: (-s[1], s[0]))',
    '    return [name for name, _ in scores]',
    '',
  ].join('\n');
  const repo = scratch({
    'rk/__init__.py': '',
    'rk/rank.py': text,
    'tests/test_rank.py': [
      'from rk.rank import ranking',
      '',
      'def test_ranking():',
      '    assert ranking([("ann", 1), ("bob", 3), ("cy", 2)]) == ["bob", "cy", "ann"]',
      '',
      'def test_input_left_alone():',
      '    scores = [("ann", 1), ("bob", 1), ("cy", 3)]',
      '    ranking(scores)',
      '    assert scores == [("ann", 1), ("bob", 1), ("cy", 3)]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rank.py::test_input_left_alone'], passToPass: ['tests/test_rank.py::test_ranking'] };

  it('a sorted copy by the same key is clean', async () => {
    const r = await attack(acts, repo, { 'rk/rank.py': text.replace('    scores.sort(key=lambda s: (-s[1], s[0]))\n    return [name for name, _ in scores]', '    return [name for name, _ in sorted(scores, key=lambda s: (-s[1], s[0]))]') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a sorted copy that drops the tie-break returns other results on ties: a regression', async () => {
    const r = await attack(acts, repo, { 'rk/rank.py': text.replace('    scores.sort(key=lambda s: (-s[1], s[0]))\n    return [name for name, _ in scores]', '    return [name for name, _ in sorted(scores, key=lambda s: -s[1])]') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    // a neighbour of the tested scores that puts the tie out of name order ('knn' before 'bob') shows it
    assert.match(r.text, /regression: the FAIL_TO_PASS change of ranking only stops an input mutation, but on a (keep|repr|cross) neighbour \([^)]*\) the candidate also returns another value .* seq:order/);
  });
});
