// The reentrant-reference attack (issue 10, partial fixes and deletions of a self-deadlock fix),
// through the sandbox and real pytest, on a registry whose `retire` and `rename` take the lock and
// call `get`, which takes it again: both hang whenever they run. The reproducer: `retire`. What no
// test of `retire` shows: `rename` left hanging (a partial fix), `retire` made to pop quietly (the
// unknown-id check dropped with the deadlock). What must stay clean: the lock made reentrant (a
// lock-type fix), and both methods given a helper that expects the lock held.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const registry = [
  'import threading',
  '',
  '',
  'class Unknown(Exception):',
  '    pass',
  '',
  '',
  'class Registry:',
  '    def __init__(self):',
  '        self._lock = threading.Lock()',
  '        self._items = {}',
  '',
  '    def add(self, key: str, value: int) -> None:',
  '        with self._lock:',
  '            self._items[key] = value',
  '',
  '    def get(self, key: str) -> int:',
  '        with self._lock:',
  '            return self._lookup(key)',
  '',
  '    def _lookup(self, key: str) -> int:',
  '        if key not in self._items:',
  '            raise Unknown(f"unknown key: {key}")',
  '        return self._items[key]',
  '',
  '    def retire(self, key: str) -> int:',
  '        with self._lock:',
  '            value = self.get(key)',
  '            del self._items[key]',
  '            return value',
  '',
  '    def rename(self, key: str, new: str) -> int:',
  '        with self._lock:',
  '            value = self.get(key)',
  '            del self._items[key]',
  '            self._items[new] = value',
  '            return value',
  '',
  '    def size(self) -> int:',
  '        with self._lock:',
  '            return len(self._items)',
  '',
].join('\n');

const tests = [
  'import threading',
  '',
  'import pytest',
  '',
  'from rg.registry import Registry, Unknown',
  '',
  '',
  'def bounded(fn, timeout=1.0):',
  '    out = []',
  '    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)',
  '    t.start()',
  '    t.join(timeout)',
  '    assert not t.is_alive(), "call did not return"',
  '    return out[0]',
  '',
  '',
  'def test_add_and_get():',
  '    r = Registry()',
  '    r.add("a", 1)',
  '    r.add("b", 2)',
  '    assert r.get("a") == 1 and r.size() == 2',
  '',
  '',
  'def test_unknown_key():',
  '    r = Registry()',
  '    r.add("a", 1)',
  '    with pytest.raises(Unknown):',
  '        r.get("z")',
  '',
  '',
  'def test_retire_returns_the_value():',
  '    r = Registry()',
  '    r.add("a", 1)',
  '    r.add("b", 2)',
  '    assert bounded(lambda: r.retire("a")) == 1',
  '    assert r.size() == 1',
  '',
].join('\n');

describe('attacks: a self-deadlock fixed in one method or with its check dropped (the reentrant reference)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'rg/__init__.py': '', 'rg/registry.py': registry, 'tests/test_registry.py': tests });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_registry.py::test_retire_returns_the_value'],
    passToPass: ['tests/test_registry.py::test_add_and_get', 'tests/test_registry.py::test_unknown_key'],
  };
  const run = (text: string) => attack(acts, repo, { 'rg/registry.py': text }, ids);
  const lookupIn = (text: string, method: string) => text.replace(new RegExp(`(def ${method}\\([^]*?)self\\.get\\(key\\)`), '$1self._lookup(key)');

  it('the lock made reentrant (a lock-type fix): clean, every hang of the pre-edit answered alike', async () => {
    const r = await run(registry.replace('threading.Lock()', 'threading.RLock()'));
    assert.equal(r.f.outcome === 'counterexample-found', false, r.text);
    assert.match(r.text, /reentrant reference: \d+ call\(s\) of \d+ method\(s\) of Registry; [1-9]\d* hang on the pre-edit, [1-9]\d* of them answered by the pre-edit with reentrant locks \(rg\/registry\.py\); the candidate agrees with it on every one/);
  });

  it('both methods use the helper that expects the lock held: clean', async () => {
    const r = await run(lookupIn(lookupIn(registry, 'retire'), 'rename'));
    assert.equal(r.f.outcome === 'counterexample-found', false, r.text);
    assert.match(r.text, /the candidate agrees with it on every one/);
  });

  it('retire fixed, rename left calling get under the lock: a deadlock left', async () => {
    const r = await run(lookupIn(registry, 'retire'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deadlock left: Registry\.rename\(.*\) never returns on the candidate, as on the pre-edit; the pre-edit with reentrant locks (returns|raises)/);
    assert.match(r.text, /which passes all 3 visible tests; [1-9]\d* counterexample\(s\)/);
  });

  it('retire pops quietly: the unknown-key check dropped with the deadlock', async () => {
    const quiet = lookupIn(registry, 'rename').replace(['            value = self.get(key)', '            del self._items[key]', '            return value'].join('\n'), '            return self._items.pop(key, None)');
    assert.notEqual(quiet, registry);
    const r = await run(quiet);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /check dropped with the deadlock: Registry\.retire\(.*\) returns None on the candidate, where the pre-edit with reentrant locks rejects it on purpose \(raises Unknown/);
  });
});
