// The wakeup judgement (domain/behaviour/wakeups.ts), on hand-made scenario rows: what counts as
// a restored, a left, a lost and a spurious wakeup, and what is never judged.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeWakeups } from '../../../domain/behaviour/wakeups.js';
import type { WakeupRow, WakeupScenario } from '../../../domain/behaviour/wakeups.js';

const sc = (id: string, mutator: string): WakeupScenario => ({ id, waiter: 'Board.wait_for', mutator, waiterRepr: `Board.wait_for(b, 'bolt', 3, 1.0)`, mutatorRepr: `${mutator}(b)`, test: 't.py::t' });
const ok = (id: string, missed: number, waiters: string[], post: string, idle = 'falsy', served = post.endsWith(' slow') ? 0 : 3): WakeupRow => ({ id, verdict: 'ok', why: null, run: { missed, waiters, post, idle, served } });
const rows = (...xs: WakeupRow[]) => new Map(xs.map((r) => [r.id, r]));
const SLEPT = ['truthy', 'truthy slow', 'truthy slow'];
const WOKEN = ['truthy', 'truthy', 'truthy'];
const WAITED = ['falsy slow', 'falsy slow', 'falsy slow'];

describe('judgeWakeups', () => {
  const two = [sc('a', 'Board.announce'), sc('b', 'Board.close')];

  it('every wakeup restored: clean, with the restored count', () => {
    const j = judgeWakeups(two, rows(ok('a', 2, SLEPT, 'truthy'), ok('b', 2, SLEPT, 'raise:Closed')), rows(ok('a', 0, WOKEN, 'truthy'), ok('b', 0, WOKEN, 'raise:Closed')), 3);
    assert.deepEqual(j, { found: [], compared: 2, fixed: 2 });
  });

  it('one mutator fixed, the other still leaves waiters asleep: a missed wakeup left', () => {
    const j = judgeWakeups(two, rows(ok('a', 2, SLEPT, 'truthy'), ok('b', 2, SLEPT, 'raise:Closed')), rows(ok('a', 0, WOKEN, 'truthy'), ok('b', 2, SLEPT, 'raise:Closed')), 3);
    assert.equal(j.found.length, 1);
    assert.match(j.found[0]!, /^missed wakeup left: the candidate wakes the waiters Board\.announce used to leave asleep .* but 2 of 3 thread\(s\) in Board\.wait_for .* while Board\.close\(b\) runs/);
  });

  it('nothing restored anywhere: a wakeup still missed is not laid at the candidate\'s door', () => {
    const j = judgeWakeups(two, rows(ok('a', 2, SLEPT, 'truthy'), ok('b', 2, SLEPT, 'raise:Closed')), rows(ok('a', 2, SLEPT, 'truthy'), ok('b', 2, SLEPT, 'raise:Closed')), 3);
    assert.deepEqual(j.found, []);
    assert.equal(j.fixed, 0);
  });

  it('a wakeup the pre-edit made and the candidate misses: lost', () => {
    const j = judgeWakeups([sc('a', 'Board.announce')], rows(ok('a', 0, WOKEN, 'truthy')), rows(ok('a', 1, ['truthy', 'truthy', 'truthy slow'], 'truthy')), 3);
    assert.match(j.found[0]!, /^lost wakeup: 3 thread\(s\) in Board\.wait_for .* 1 of them sleep out their timeout on the candidate/);
  });

  it('success at once where the state never came: spurious; where it came, the fix', () => {
    const spurious = judgeWakeups([sc('a', 'Board.announce')], rows(ok('a', 0, WAITED, 'falsy slow')), rows(ok('a', 0, WOKEN, 'falsy slow')), 3);
    assert.match(spurious.found[0]!, /^spurious wakeup: .* a waiter returns success at once on the candidate although the object says the state is not there/);
    // a consuming waiter: the pre-edit missed it (the state stayed), the candidate took it (it is gone)
    const consumed = judgeWakeups([sc('a', 'Board.announce')], rows(ok('a', 1, WAITED, 'truthy', 'falsy', 1)), rows(ok('a', 0, ['falsy slow', 'falsy slow', 'truthy'], 'falsy slow', 'falsy', 1)), 3);
    assert.deepEqual(consumed.found, []);
  });

  it('a waiter that raises its own timeout error: served at once or not is what counts', () => {
    const idle = 'raise:TakeTimeout';
    const waited = [`${idle} slow`, `${idle} slow`, `${idle} slow`];
    const spurious = judgeWakeups([sc('a', 'Queue.touch')], rows(ok('a', 0, waited, `${idle} slow`, idle)), rows(ok('a', 0, ['truthy', 'truthy', 'truthy'], `${idle} slow`, idle)), 3);
    assert.match(spurious.found[0]!, /^spurious wakeup/);
    const fine = judgeWakeups([sc('a', 'Queue.touch')], rows(ok('a', 0, waited, `${idle} slow`, idle)), rows(ok('a', 0, waited, `${idle} slow`, idle)), 3);
    assert.deepEqual(fine.found, []);
  });

  it('a scenario skipped or unstable on either tree is never judged', () => {
    const skip: WakeupRow = { id: 'b', verdict: 'skip', why: 'the mutator raised KeyError', run: null };
    const unstable: WakeupRow = { id: 'a', verdict: 'unstable', why: 'runs differ', run: { missed: 2, waiters: SLEPT, post: 'truthy', idle: 'falsy', served: 3 } };
    const j = judgeWakeups(two, rows(ok('a', 2, SLEPT, 'truthy'), skip), rows(unstable, ok('b', 2, SLEPT, 'truthy')), 3);
    assert.deepEqual(j, { found: [], compared: 0, fixed: 0 });
  });
});
