// A deadlock left in a sibling (issue 10 item 2, "partial fix"), through the sandbox and real
// pytest: `retire` stops calling the lock-taking `get` under its own non-reentrant lock, `rename`
// still does. No test calls `rename` (it would hang), so the transplant attack borrows the
// arguments of `retire`'s recorded call by parameter name and fills `new_sid`, which no donor has
// (neighbours.py --borrow-fill); the candidate hangs there and the completed fix returns. The lock
// is a one-permit semaphore, which no RLock can stand for: the reentrant reference (tested in
// reentrant.test.ts, and first in line on a Lock) stays out of the way of the transplant here.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a deadlock left in a sibling no test calls', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'import threading',
    '',
    'class Registry:',
    '    def __init__(self):',
    '        self._lock = threading.Semaphore(1)',
    '        self._items = {}',
    '',
    '    def add(self, sid: str, value: int) -> None:',
    '        with self._lock:',
    '            self._items[sid] = value',
    '',
    '    def _lookup(self, sid: str) -> int:',
    '        if sid not in self._items:',
    '            raise KeyError(sid)',
    '        return self._items[sid]',
    '',
    '    def get(self, sid: str) -> int:',
    '        with self._lock:',
    '            return self._lookup(sid)',
    '',
    '    def retire(self, sid: str) -> int:',
    '        with self._lock:',
    '            value = self.get(sid)',
    '            del self._items[sid]',
    '            return value',
    '',
    '    def rename(self, sid: str, new_sid: str) -> int:',
    '        with self._lock:',
    '            value = self.get(sid)',
    '            del self._items[sid]',
    '            self._items[new_sid] = value',
    '            return value',
    '',
  ].join('\n');
  const repo = scratch({
    'rg/__init__.py': '',
    'rg/registry.py': text,
    'tests/test_registry.py': [
      'import threading',
      'from rg.registry import Registry',
      '',
      'def test_get():',
      '    r = Registry()',
      '    r.add("s1", 3)',
      '    assert r.get("s1") == 3',
      '',
      'def test_retire_returns():',
      '    r = Registry()',
      '    r.add("s1", 3)',
      '    out = []',
      '    t = threading.Thread(target=lambda: out.append(r.retire("s1")), daemon=True)',
      '    t.start()',
      '    t.join(1.0)',
      '    assert out == [3]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_registry.py::test_retire_returns'], passToPass: ['tests/test_registry.py::test_get'] };

  it('retire fixed and rename left deadlocking: partial, on a borrowed call; both fixed: clean', async () => {
    const retireOnly = text.replace('            value = self.get(sid)\n            del self._items[sid]\n            return value', '            value = self._lookup(sid)\n            del self._items[sid]\n            return value');
    const r = await attack(acts, repo, { 'rg/registry.py': retireOnly }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`self\.get\(sid\)` at rg\/registry\.py:\d+ \(Registry\.rename\).*kind:timeout->return/);
    const both = await attack(acts, repo, { 'rg/registry.py': text.replaceAll('            value = self.get(sid)', '            value = self._lookup(sid)') }, ids);
    assert.doesNotMatch(both.text, /partial fix/, both.text);
  });
});
