// The wakeup attack (issue 10, concurrency), through the sandbox and real pytest, on a token gate
// whose waiters block on a Condition built over the object's own lock. The reproducer: two
// waiters, and `post` wakes one of them (`notify()`). What no single call shows: a second method
// (`reset`, `shut`) left with `notify()`, `notify(2)` tuned to the test's two waiters, a waiter
// that takes any wakeup for success — and what must stay clean: every method fixed (here with the
// lock made reentrant too, a lock-type fix), and waiters that poll instead of being woken.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const gate = [
  'import threading',
  '',
  '',
  'class Shut(Exception):',
  '    pass',
  '',
  '',
  'class Gate:',
  '    """Waiters pass once enough tokens are posted; a shut gate lets nobody wait."""',
  '',
  '    def __init__(self):',
  '        self._lock = threading.Lock()',
  '        self._cond = threading.Condition(self._lock)',
  '        self._tokens = 0',
  '        self._shut = False',
  '',
  '    def post(self, n: int) -> None:',
  '        with self._lock:',
  '            self._tokens += n',
  '            self._cond.notify()',
  '',
  '    def reset(self, n: int) -> None:',
  '        with self._lock:',
  '            self._tokens = n',
  '            self._cond.notify()',
  '',
  '    def shut(self) -> None:',
  '        with self._lock:',
  '            self._shut = True',
  '            self._cond.notify()',
  '',
  '    def tokens(self) -> int:',
  '        with self._lock:',
  '            return self._tokens',
  '',
  '    def await_tokens(self, need: int, timeout: float) -> bool:',
  '        with self._cond:',
  '            return self._cond.wait_for(lambda: self._ready(need), timeout)',
  '',
  '    def _ready(self, need: int) -> bool:',
  '        if self._shut:',
  '            raise Shut("the gate is shut")',
  '        return self._tokens >= need',
  '',
].join('\n');

const tests = [
  'import threading',
  'import time',
  '',
  'import pytest',
  '',
  'from tg.gate import Gate, Shut',
  '',
  '',
  'def started(fn):',
  '    out = []',
  '    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)',
  '    t.start()',
  '    time.sleep(0.05)',
  '    return t, out',
  '',
  '',
  'def test_posts_add_up():',
  '    g = Gate()',
  '    g.post(1)',
  '    g.post(2)',
  '    assert g.tokens() == 3',
  '    assert g.await_tokens(3, 0.1)',
  '',
  '',
  'def test_too_few_tokens_time_out():',
  '    g = Gate()',
  '    assert not g.await_tokens(2, 0.05)',
  '',
  '',
  'def test_reset_sets_the_count():',
  '    g = Gate()',
  '    g.post(5)',
  '    g.reset(2)',
  '    assert g.tokens() == 2',
  '',
  '',
  'def test_shut_gate_refuses_waiters():',
  '    g = Gate()',
  '    g.shut()',
  '    with pytest.raises(Shut):',
  '        g.await_tokens(1, 0.05)',
  '',
  '',
  'def test_one_waiter_is_woken():',
  '    g = Gate()',
  '    t, out = started(lambda: g.await_tokens(2, 2.0))',
  '    g.post(2)',
  '    t.join(0.5)',
  '    assert out == [True]',
  '',
  '',
  'def test_every_waiter_is_woken():',
  '    g = Gate()',
  '    a, out_a = started(lambda: g.await_tokens(2, 2.0))',
  '    b, out_b = started(lambda: g.await_tokens(2, 2.0))',
  '    g.post(2)',
  '    a.join(0.5)',
  '    b.join(0.5)',
  '    assert out_a == [True] and out_b == [True]',
  '',
].join('\n');

describe('attacks: a missed wakeup (the wakeup attack)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'tg/__init__.py': '', 'tg/gate.py': gate, 'tests/test_gate.py': tests });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_gate.py::test_every_waiter_is_woken'],
    passToPass: ['test_posts_add_up', 'test_too_few_tokens_time_out', 'test_reset_sets_the_count', 'test_shut_gate_refuses_waiters', 'test_one_waiter_is_woken'].map((t) => `tests/test_gate.py::${t}`),
  };
  const run = (text: string) => attack(acts, repo, { 'tg/gate.py': text }, ids);
  const notifyIn = (text: string, method: string, by: string) => text.replace(new RegExp(`(def ${method}\\([^]*?)self\\._cond\\.notify\\(\\)`), `$1self._cond.${by}`);

  it('every method notifies all, the lock made reentrant: clean, the restored wakeups are the power check', async () => {
    let fixed = gate.replace('self._lock = threading.Lock()', 'self._lock = threading.RLock()');
    for (const m of ['post', 'reset', 'shut']) fixed = notifyIn(fixed, m, 'notify_all()');
    const r = await run(fixed);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /wakeup attack: \d+ scenario\(s\) of 3 threads in Gate\.await_tokens while another method runs, \d+ witnessed on both trees: [1-9]\d* miss a wakeup on the pre-edit, 0 on the candidate; [1-9]\d* restored by the candidate; 0 counterexample\(s\)/);
  });

  it('waiters that poll instead of being woken: clean', async () => {
    const polling = gate
      .replace('import threading', 'import threading\nimport time')
      .replace(
        '            return self._cond.wait_for(lambda: self._ready(need), timeout)',
        ['            deadline = time.monotonic() + timeout', '            while not self._ready(need):', '                left = deadline - time.monotonic()', '                if left <= 0:', '                    return False', '                self._cond.wait(min(left, 0.02))', '            return True'].join('\n'),
      );
    const r = await run(polling);
    // what this protects is that no missed wakeup is claimed; the 42 waiting scenarios may spend
    // the 60 s wall-time budget before any fuzz iteration runs (outcome not_run, no counterexample)
    assert.notEqual(r.f.outcome, 'counterexample-found', r.text);
    assert.doesNotMatch(r.text, /missed wakeup|spurious wakeup/, r.text);
    assert.match(r.text, /wakeup attack: .* 0 on the candidate; [1-9]\d* restored by the candidate; 0 counterexample\(s\)/);
  });

  it('post fixed, reset and shut left with notify(): a missed wakeup left', async () => {
    const r = await run(notifyIn(gate, 'post', 'notify_all()'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /missed wakeup left: the candidate wakes the waiters Gate\.post used to leave asleep .* but [12] of 3 thread\(s\) in Gate\.await_tokens .* while Gate\.(reset|shut)\b.* still sleep out their timeout although the state they wait for is there/);
  });

  it('notify(2) everywhere, the reproducer\'s two waiters: the third sleeps on', async () => {
    let two = gate;
    for (const m of ['post', 'reset', 'shut']) two = notifyIn(two, m, 'notify(2)');
    const r = await run(two);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /missed wakeup left: .* but 1 of 3 thread\(s\) in Gate\.await_tokens/);
  });

  it('a waiter that takes any wakeup for success: a spurious wakeup', async () => {
    let woken = gate.replace('            return self._cond.wait_for(lambda: self._ready(need), timeout)', '            if self._ready(need):\n                return True\n            return self._cond.wait(timeout)');
    for (const m of ['post', 'reset', 'shut']) woken = notifyIn(woken, m, 'notify_all()');
    const r = await run(woken);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /spurious wakeup: 3 thread\(s\) in Gate\.await_tokens .* while Gate\.post\(.*, 1\) runs .* a waiter returns success at once on the candidate although the object says the state is not there/);
  });
});
