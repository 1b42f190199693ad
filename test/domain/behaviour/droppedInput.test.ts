// The dropped-input judgement (domain/behaviour/droppedInput.ts), on plain behaviours: which moved
// inputs count, what clears a candidate, and the dropped inputs read off change facts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { droppedInputs, judgeDroppedInput } from '../../../domain/behaviour/droppedInput.js';
import type { VaryRow } from '../../../domain/behaviour/droppedInput.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';
import type { ChangeFacts } from '../../../domain/schemas.js';

const ret = (v: string, mutated: (string | null)[] = [null]): Behaviour => ({ kind: 'return', value: v, key: `k${v}`, obs: v, mutated, mutatedKey: JSON.stringify(mutated), stable: true });
const crash = (exc: string): Behaviour => ({ kind: 'raise', exc, value: exc, key: null, deliberate: false, site: 'lib/loans.py::may_take::return', mutated: [null], mutatedKey: 'm', stable: true });
const reject = (exc: string): Behaviour => ({ kind: 'raise', exc, value: `${exc}('too many')`, key: null, deliberate: true, site: 'lib/loans.py::may_take::raise', mutated: [null], mutatedKey: 'm', stable: true });

const exact = (group: number, args: string, entity = 'may_take', test = 'tests/test_loans.py::test_limit_reached'): VaryRow => ({
  id: `x${group}`,
  group,
  role: 'exact',
  transform: 'exact',
  file: 'lib/loans.py',
  entity,
  args: 'blob',
  argsRepr: `${entity}(${args})`,
  test,
});
const vary = (group: number, k: number, input: string, transform: string, entity = 'may_take'): VaryRow => ({
  id: `x${group}.v${k}`,
  group,
  role: 'vary',
  transform: `vary:${transform}`,
  input,
  file: 'lib/loans.py',
  entity,
  args: 'blob',
  argsRepr: `${entity}(…)`,
  test: null,
});

/** Behaviours per row id: [pre-edit, candidate]. */
function trees(b: Record<string, [Behaviour, Behaviour]>) {
  return { pre: new Map(Object.entries(b).map(([id, [p]]) => [id, p] as const)), cand: new Map(Object.entries(b).map(([id, [, c]]) => [id, c] as const)) };
}

describe('dropped-input judgement', () => {
  const rows = [exact(0, '2'), vary(0, 0, 'limit', 'limit=2->3'), vary(0, 1, 'limit', 'limit=2->1')];

  it('the pre-edit moves with the input and the candidate stays put: a counterexample', () => {
    const { pre, cand } = trees({ x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [ret('False'), ret('False')] });
    const out = judgeDroppedInput(rows, pre, cand);
    assert.equal(out.length, 1);
    assert.equal(out[0]!.fn, 'lib/loans.py::may_take');
    assert.match(
      out[0]!.text,
      /^dropped input: the candidate's may_take no longer reads limit, which the pre-edit's result depends on — lib\/loans\.py: may_take\(2\) \(recorded in tests\/test_loans\.py::test_limit_reached\): the pre-edit returned True, and with limit=2->1 it returned False; the candidate returned False both times, and on no recorded call does its result move with limit$/,
    );
  });

  it('a candidate whose result moves with the input on another recorded call is cleared', () => {
    const more = [...rows, exact(1, '0', 'may_take', 'tests/test_loans.py::test_may_take'), vary(1, 0, 'limit', 'limit=2->0')];
    const { pre, cand } = trees({
      x0: [ret('True'), ret('False')],
      'x0.v0': [ret('True'), ret('False')],
      'x0.v1': [ret('False'), ret('False')],
      x1: [ret('True'), ret('True')],
      'x1.v0': [ret('True'), ret('False')],
    });
    assert.deepEqual(judgeDroppedInput(more, pre, cand), []);
  });

  it('each input is judged on its own: one cleared, the other reported', () => {
    const two = [exact(0, '2'), vary(0, 0, 'limit', 'limit=2->1'), vary(0, 1, 'grace', 'grace=1->0')];
    const { pre, cand } = trees({ x0: [ret('True'), ret('False')], 'x0.v0': [ret('False'), ret('True')], 'x0.v1': [ret('False'), ret('False')] });
    const out = judgeDroppedInput(two, pre, cand);
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /no longer reads grace, /);
  });

  it('nothing where the pre-edit never moves with the input', () => {
    const { pre, cand } = trees({ x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [ret('True'), ret('False')] });
    assert.deepEqual(judgeDroppedInput(rows, pre, cand), []);
  });

  it('a repository raise is a definite result: the pre-edit rejecting the moved input counts', () => {
    const { pre, cand } = trees({ x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [reject('builtins.ValueError'), ret('False')] });
    const out = judgeDroppedInput(rows, pre, cand);
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /with limit=2->1 it raised builtins\.ValueError\('too many'\); the candidate returned False both times/);
  });

  it('crashes, unstable results and calls that did not run are no evidence either way', () => {
    const cases: Record<string, [Behaviour, Behaviour]>[] = [
      // the pre-edit's move is a crash (a raise no `raise` statement made)
      { x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [crash('builtins.TypeError'), ret('False')] },
      // the pre-edit's move is not reproducible
      { x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [{ ...ret('False'), stable: false }, ret('False')] },
      // the candidate's exact call crashed: its "staying put" is not seen
      { x0: [ret('True'), crash('builtins.KeyError')], 'x0.v0': [ret('True'), crash('builtins.KeyError')], 'x0.v1': [ret('False'), crash('builtins.KeyError')] },
      // the moved call timed out or could not be run
      { x0: [ret('True'), ret('False')], 'x0.v0': [ret('True'), ret('False')], 'x0.v1': [{ kind: 'timeout' }, { kind: 'error', error: 'unpickle' }] },
    ];
    for (const c of cases) {
      const { pre, cand } = trees(c);
      assert.deepEqual(judgeDroppedInput(rows, pre, cand), [], JSON.stringify(c));
    }
  });

  it('a candidate crashing on a moved input of another call does not clear it', () => {
    const more = [...rows, exact(1, '0', 'may_take', 'tests/test_loans.py::test_may_take'), vary(1, 0, 'limit', 'limit=2->0')];
    const { pre, cand } = trees({
      x0: [ret('True'), ret('False')],
      'x0.v0': [ret('True'), ret('False')],
      'x0.v1': [ret('False'), ret('False')],
      x1: [ret('True'), ret('True')],
      'x1.v0': [ret('True'), crash('builtins.ZeroDivisionError')],
    });
    assert.equal(judgeDroppedInput(more, pre, cand).length, 1);
  });

  it('a default passed explicitly (one more `mutated` entry) is still the same candidate result', () => {
    // may_take(2) left `limit` at its default; the moved call binds it, so its behaviour lists one more argument
    const { pre, cand } = trees({
      x0: [ret('True', [null]), ret('False', [null])],
      'x0.v0': [ret('True', [null, null]), ret('False', [null, null])],
      'x0.v1': [ret('False', [null, null]), ret('False', [null, null])],
    });
    const out = judgeDroppedInput(rows, pre, cand);
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /no longer reads limit/);
  });

  it('a moved receiver field is receiver state: the receiver is not compared; another argument is', () => {
    const shelf = [exact(0, 'Shelf(items=[a, b], max_items=2)', 'Shelf.is_full'), vary(0, 0, 'self.max_items', 'self.max_items=2->1', 'Shelf.is_full')];
    const field = trees({
      x0: [ret('False', ['Shelf(max_items=2, seen=1)']), ret('True', ['Shelf(max_items=2, seen=1)'])],
      'x0.v0': [ret('True', ['Shelf(max_items=1, seen=1)']), ret('True', ['Shelf(max_items=1, seen=1)'])],
    });
    const out = judgeDroppedInput(shelf, field.pre, field.cand);
    assert.equal(out.length, 1);
    assert.match(out[0]!.text, /the candidate's Shelf\.is_full no longer reads self\.max_items, /);
    // for a parameter, the state left in the other arguments is part of the result: it moved
    const param = [exact(0, 'log, 2'), vary(0, 0, 'limit', 'limit=2->1')];
    const moved = trees({
      x0: [ret('True', ['[2]', null]), ret('False', ['[2]', null])],
      'x0.v0': [ret('False', ['[1]', null]), ret('False', ['[1]', null])],
    });
    assert.deepEqual(judgeDroppedInput(param, moved.pre, moved.cand), []);
  });

  it('rows without a recorded call or a moved input are ignored', () => {
    const stray = [vary(5, 0, 'limit', 'limit=2->1'), { ...vary(0, 0, 'limit', 'limit=2->3'), input: undefined }, exact(0, '2')];
    const { pre, cand } = trees({ x0: [ret('True'), ret('False')], 'x0.v0': [ret('False'), ret('False')], 'x5.v0': [ret('False'), ret('False')] });
    assert.deepEqual(judgeDroppedInput(stray, pre, cand), []);
  });
});

describe('dropped inputs of change facts', () => {
  it('lists each file\'s dropped reads with the file\'s path', () => {
    const file = (path: string, droppedReads?: { entity: string; name: string; kind: 'param' | 'field' }[]): ChangeFacts['files'][number] => ({
      path,
      status: 'modified',
      kind: 'python',
      docOnly: false,
      changedEntities: [],
      publicSignatureChanges: [],
      exportsChanged: false,
      securityHits: [],
      concurrencyHits: [],
      persistenceHits: [],
      ...(droppedReads ? { droppedReads } : {}),
    });
    const facts: ChangeFacts = {
      files: [
        file('lib/loans.py', [{ entity: 'may_take', name: 'limit', kind: 'param' }]),
        file('README.md'),
        file('lib/shelf.py', [
          { entity: 'Shelf.is_full', name: 'max_items', kind: 'field' },
          { entity: 'Shelf.report', name: 'book.max_plots', kind: 'field' },
        ]),
      ],
      addedLines: 3,
      removedLines: 3,
    };
    assert.deepEqual(droppedInputs(facts), [
      { file: 'lib/loans.py', entity: 'may_take', name: 'limit', kind: 'param' },
      { file: 'lib/shelf.py', entity: 'Shelf.is_full', name: 'max_items', kind: 'field' },
      { file: 'lib/shelf.py', entity: 'Shelf.report', name: 'book.max_plots', kind: 'field' },
    ]);
    assert.deepEqual(droppedInputs(null), []);
    assert.deepEqual(droppedInputs(undefined), []);
    assert.deepEqual(droppedInputs({ files: [file('lib/a.py')], addedLines: 0, removedLines: 0 }), []);
  });
});
