// The reentrant-reference judgement (domain/behaviour/reentrant.ts), on hand-made behaviours: a
// deadlock left, a check dropped with the deadlock, and what is never judged (inputs the pre-edit
// answered, a reference that is slow or hangs too, a candidate that rejects on purpose otherwise);
// and the rewrite of a module's locks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeReentrant, reentrantSource } from '../../../domain/behaviour/reentrant.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';

const HANG: Behaviour = { kind: 'timeout', ms: 1000 };
const ret = (value: string, ms = 2): Behaviour => ({ kind: 'return', value, ms });
const raise = (exc: string, deliberate: boolean, ms = 2): Behaviour => ({ kind: 'raise', exc, deliberate, value: `${exc.split('.').pop()}: no`, ms });
const probes = [
  { id: 'a', entity: 'Reg.rename', argsRepr: "Reg.rename(r, 'x', 'y')" },
  { id: 'b', entity: 'Reg.retire', argsRepr: "Reg.retire(r, 'z')" },
];
const m = (a?: Behaviour, b?: Behaviour) => new Map(Object.entries({ a, b }).filter((e): e is [string, Behaviour] => !!e[1]));

describe('judgeReentrant', () => {
  it('the candidate hangs where the reference returns: a deadlock left', () => {
    const j = judgeReentrant(probes, m(HANG), m(HANG), m(ret('1')), 1000);
    assert.equal(j.compared, 1);
    assert.equal(j.found.length, 1);
    assert.match(j.found[0]!, /^deadlock left: Reg\.rename\(r, 'x', 'y'\) never returns on the candidate, as on the pre-edit; the pre-edit with reentrant locks returns 1/);
  });

  it('the candidate returns or crashes where the reference rejects on purpose: a check dropped', () => {
    const j = judgeReentrant(probes, m(HANG, HANG), m(raise('builtins.KeyError', false), ret('None')), m(raise('rg.Unknown', true), raise('rg.Unknown', true)), 1000);
    assert.equal(j.found.length, 2);
    assert.match(j.found[0]!, /^check dropped with the deadlock: Reg\.rename\(r, 'x', 'y'\) raises KeyError .* where the pre-edit with reentrant locks rejects it on purpose \(raises Unknown/);
    assert.match(j.found[1]!, /^check dropped with the deadlock: Reg\.retire\(r, 'z'\) returns None on the candidate/);
  });

  it('the candidate answers as the reference does, or rejects on purpose in its own words: clean', () => {
    const j = judgeReentrant(probes, m(HANG, HANG), m(ret('1'), raise('rg.Gone', true)), m(ret('1'), raise('rg.Unknown', true)), 1000);
    assert.deepEqual(j, { found: [], compared: 2 });
  });

  it('inputs the pre-edit answered, a slow reference, a reference that hangs too: never judged', () => {
    assert.deepEqual(judgeReentrant(probes, m(ret('1')), m(HANG), m(ret('1')), 1000), { found: [], compared: 0 });
    assert.deepEqual(judgeReentrant(probes, m(HANG), m(HANG), m(ret('1', 400)), 1000), { found: [], compared: 0 });
    assert.deepEqual(judgeReentrant(probes, m(HANG), m(HANG), m(HANG), 1000), { found: [], compared: 0 });
  });

  it('one counterexample per method and kind', () => {
    const twice = [probes[0]!, { ...probes[0]!, id: 'b', argsRepr: "Reg.rename(r, 'q', 'y')" }];
    assert.equal(judgeReentrant(twice, m(HANG, HANG), m(HANG, HANG), m(ret('1'), ret('2')), 1000).found.length, 1);
  });
});

describe('reentrantSource', () => {
  it('threading.Lock() becomes threading.RLock(); a module building none is left alone', () => {
    assert.equal(reentrantSource('import threading\nx = threading.Lock()\n'), 'import threading\nx = threading.RLock()\n');
    assert.equal(reentrantSource('import threading\nx = threading.RLock()\n'), null);
    assert.equal(reentrantSource('import asyncio\nx = asyncio.Lock()\n'), null);
  });

  it('a bare Lock() imported from threading is built reentrant; asyncio\'s is not touched', () => {
    const out = reentrantSource('from threading import Lock, Thread\nimport asyncio\na = Lock()\nb = asyncio.Lock()\n');
    assert.equal(out, 'from threading import Lock, Thread\nimport asyncio\na = __import__("threading").RLock()\nb = asyncio.Lock()\n');
  });
});
