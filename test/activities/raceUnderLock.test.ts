// A race fixed by moving a check-then-act under the lock the method already takes (bidhall
// `place`: the minimum read outside `with self._lock:`, the bid appended inside). The candidate
// adds no lock statement, so the race-sibling stress must see lines moved under a held lock as a
// lock added: a sibling left with its read outside the lock is the race left (issue 10, part Q).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';
import { addedUnderObjectLock, judgeRaceSiblings } from '../../domain/behaviour/races.js';
import type { StressRow } from '../../domain/behaviour/races.js';

describe('races: lines moved under a lock the method already takes', () => {
  it('a line moved from outside `with self._lock:` to inside it is a lock added; new code written under the lock, or a line moved beside it, is not', () => {
    const before = ['class T:', '    def close(self):', '        count = self.n', '        with self._lock:', '            self.n = count + 1', '        return count'];
    const after = ['class T:', '    def close(self):', '        with self._lock:', '            count = self.n', '            self.n = count + 1', '        return count'];
    assert.equal(addedUnderObjectLock(after, new Set([3]), before, new Set([2])), true);
    const written = ['class T:', '    def close(self):', '        count = self.n', '        with self._lock:', '            while self.busy:', '                self._cond.wait(0.02)', '            self.n = count + 1', '        return count'];
    assert.equal(addedUnderObjectLock(written, new Set([4, 5]), before, new Set()), false, 'a wait loop written under the lock moves nothing');
    const beside = ['class T:', '    def close(self):', '        with self._lock:', '            self.n = self.n + 1', '        count = self.n', '        return count'];
    assert.equal(addedUnderObjectLock(beside, new Set([4]), before, new Set([2])), false, 'moved, but not under the lock');
    assert.equal(addedUnderObjectLock(['def f(lock):', '    with lock:', '        x = 1'], new Set([2]), ['def f(lock):', '    x = 1', '    with lock:', '        pass'], new Set([1])), false, 'a lock that is no attribute of the object');
  });

  it('a private helper that relies on its caller\'s lock (`_take`) is never judged by the stress; a public sibling is', () => {
    const row = (id: string, verdict: StressRow['verdict']): [string, StressRow] => [id, { id, verdict, sequential: 's', concurrent: 'c' }];
    const probes = [
      { id: 'f', entity: 'Tank.draw', argsRepr: 'draw(t, 100)', changed: true },
      { id: 'h', entity: 'Tank._take', argsRepr: '_take(t, 100)', changed: false },
    ];
    const pre = new Map([row('f', 'race'), row('h', 'race')]);
    const cand = new Map([row('f', 'same'), row('h', 'race')]);
    assert.deepEqual(judgeRaceSiblings(probes, pre, cand, 8, 40).found, []);
    const pub = [probes[0]!, { ...probes[1]!, entity: 'Tank.fill' }];
    assert.equal(judgeRaceSiblings(pub, pre, cand, 8, 40).found.length, 1);
  });

  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const tally = [
    'import threading',
    '',
    '',
    'class Tally:',
    '    """Counts of closed and reopened tickets per team, updated from many worker threads."""',
    '',
    '    def __init__(self):',
    '        self._lock = threading.Lock()',
    '        self.closed = {}',
    '        self.reopened = {}',
    '',
    '    def close(self, team, clock):',
    '        count = self.closed.get(team, 0)',
    '        clock.tick()',
    '        with self._lock:',
    '            self.closed[team] = count + 1',
    '',
    '    def reopen(self, team, clock):',
    '        count = self.reopened.get(team, 0)',
    '        clock.tick()',
    '        with self._lock:',
    '            self.reopened[team] = count + 1',
    '',
  ].join('\n');
  const repo = scratch({
    'rl/__init__.py': '',
    'rl/tally.py': tally,
    'tests/conftest.py': ['import time', '', '', 'class SlowClock:', '    def __init__(self, pause):', '        self.pause = pause', '', '    def tick(self):', '        time.sleep(self.pause)', ''].join('\n'),
    'tests/test_rl.py': [
      'import threading',
      'from conftest import SlowClock',
      'from rl.tally import Tally',
      '',
      'def test_counts():',
      '    t = Tally()',
      '    clock = SlowClock(0.0005)',
      '    t.close("net", clock)',
      '    t.reopen("net", clock)',
      '    t.close("net", clock)',
      '    assert t.closed == {"net": 2} and t.reopened == {"net": 1}',
      '',
      'def test_concurrent_closes_all_count():',
      '    t = Tally()',
      '    clock = SlowClock(0.01)',
      '    threads = [threading.Thread(target=t.close, args=("net", clock)) for _ in range(4)]',
      '    for th in threads:',
      '        th.start()',
      '    for th in threads:',
      '        th.join(5)',
      '    assert t.closed == {"net": 4}',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rl.py::test_concurrent_closes_all_count'], passToPass: ['tests/test_rl.py::test_counts'] };
  const under = (text: string, field: string) =>
    text.replace(
      `        count = self.${field}.get(team, 0)\n        clock.tick()\n        with self._lock:\n            self.${field}[team] = count + 1`,
      `        with self._lock:\n            count = self.${field}.get(team, 0)\n            clock.tick()\n            self.${field}[team] = count + 1`,
    );

  it('close\'s read moved under its lock, reopen\'s left outside: race left; both moved: clean', async () => {
    const partial = under(tally, 'closed');
    assert.notEqual(partial, tally);
    const r = await attack(acts, repo, { 'rl/tally.py': partial }, ids, 'concurrency');
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /race left: the candidate locks Tally\.close of the class, but Tally\.reopen still loses updates on the candidate/);
    const both = under(partial, 'reopened');
    const ok = await attack(acts, repo, { 'rl/tally.py': both }, ids, 'concurrency');
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});
