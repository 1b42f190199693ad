// The entry-point judgement on a copy-maker's receiver (domain/behaviour/entries.ts): a method that
// returns a new object of its own class is meant to leave the object it copies alone, so the fix
// stopping `scaled()` from writing its schedule's own list shows the same flaw left in `held()`,
// which still writes it; a method that answers something else (or nothing) may exist to change
// its object, and its receiver never counts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entryWorthy, judgeEntrySiblings, returnsOwnClass, stoppedMutations } from '../../../domain/behaviour/entries.js';
import type { EntryProbe } from '../../../domain/behaviour/entries.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const ret = (value: string, mutated: (string | null)[] = [null, null]): Behaviour => ({ kind: 'return', value, mutated, stable: true });
const glaze = "kiln.schedule.Schedule(name='glaze', segments=[...])";
const probe = (id: string, entity: string, role: string): EntryProbe => ({ id, group: 0, role, file: 'kiln/schedule.py', entity, argsRepr: `${entity}(glaze, 1.5)`, transform: role, args: '' });

describe('entry points: a copy-maker that still changes the object it copies', () => {
  const rows = [probe('x0', 'Schedule.scaled', 'exact'), probe('x0.e0', 'Schedule.held', 'entry')];

  it('returnsOwnClass reads the class off the method and the value', () => {
    assert.equal(returnsOwnClass(ret("kiln.schedule.Schedule(name='glaze x1.5')"), 'Schedule.scaled'), true);
    assert.equal(returnsOwnClass(ret("Schedule(name='g')"), 'Schedule.scaled'), true);
    assert.equal(returnsOwnClass(ret('[100, 150]'), 'Schedule.rates'), false);
    assert.equal(returnsOwnClass(ret("kiln.schedule.Schedules(name='g')"), 'Schedule.scaled'), false);
    assert.equal(returnsOwnClass(ret("Schedule(name='g')"), 'scaled'), false);
  });

  it('the receiver of a copy-maker counts as a stopped mutation; of any other method it does not', () => {
    const pre = ret("kiln.schedule.Schedule(name='glaze x1.5')", [`${glaze} rates 150`, null]);
    const cand = ret("kiln.schedule.Schedule(name='glaze x1.5')", [null, null]);
    assert.deepEqual(stoppedMutations(pre, cand, 'Schedule.scaled'), [0]);
    assert.equal(entryWorthy(pre, cand, 'Schedule.scaled'), true);
    const query = (m: string | null) => ret('[150, 225]', [m, null]);
    assert.deepEqual(stoppedMutations(query('changed'), query(null), 'Schedule.rates'), []);
    assert.equal(entryWorthy(query('changed'), query(null), 'Schedule.rates'), false);
    // a plain function's first argument is an argument like any other
    assert.deepEqual(stoppedMutations(query('changed'), query(null), 'rates'), [0]);
  });

  it('held() still writing the schedule after scaled() stopped: partial; held() fixed too, or held() no copy-maker: clean', () => {
    const pre = new Map<string, Behaviour>([
      ['x0', ret("kiln.schedule.Schedule(name='glaze x1.5')", [`${glaze} rates`, null])],
      ['x0.e0', ret("kiln.schedule.Schedule(name='glaze +1.5min')", [`${glaze} hold`, null])],
    ]);
    const cand = new Map<string, Behaviour>([
      ['x0', ret("kiln.schedule.Schedule(name='glaze x1.5')", [null, null])],
      ['x0.e0', ret("kiln.schedule.Schedule(name='glaze +1.5min')", [`${glaze} hold`, null])],
    ]);
    const found = judgeEntrySiblings(rows, pre, cand);
    assert.equal(found.length, 1);
    assert.match(found[0]!.text, /^partial fix: .*scaled leave the object it copies as it was, but held .*returns a new Schedule/);
    const bothFixed = new Map(cand).set('x0.e0', ret("kiln.schedule.Schedule(name='glaze +1.5min')", [null, null]));
    assert.deepEqual(judgeEntrySiblings(rows, pre, bothFixed), []);
    // G answers a list, not a copy: it may exist to change its object
    const notACopy = new Map(pre).set('x0.e0', ret('[30, 31.5]', [`${glaze} hold`, null]));
    assert.deepEqual(judgeEntrySiblings(rows, notACopy, new Map(cand).set('x0.e0', ret('[30, 31.5]', [`${glaze} hold`, null]))), []);
  });
});
