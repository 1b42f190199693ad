// The transplant attack's judgement (issue 10 item 2): where the candidate and its completion (its
// own edit carried over to the unchanged code of the same structure) differ the way the fix
// differs from the pre-edit, the flaw is still in the sibling; any other difference shows nothing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { intendedKinds, judgeTransplant } from '../../../domain/behaviour/transplant.js';
import type { Transplant, TransplantProbe } from '../../../domain/behaviour/transplant.js';
import { readerShowsRemovedRaise } from '../../../domain/behaviour/attribution.js';
import type { IntendedChange } from '../../../domain/behaviour/attribution.js';
import type { Behaviour } from '../../../domain/behaviour/schemas.js';
import { judgeAnalogues } from '../../../domain/behaviour/generalization.js';
import type { NeighbourProbe } from '../../../domain/behaviour/generalization.js';
import { pinnedOnAddedLines } from '../../../domain/behaviour/literals.js';

const ret = (v: unknown): Behaviour => ({ kind: 'return', value: JSON.stringify(v), key: JSON.stringify(v), obs: v as never, mutatedKey: 'm0', stable: true });
const raise = (exc: string, deliberate = true): Behaviour => ({ kind: 'raise', exc, site: 'p/limits.py::check::9::raise', deliberate, key: null, mutatedKey: 'm0', stable: true, value: `${exc}: over` });
const T: Transplant = { id: 0, file: 'p/limits.py', line: 9, entity: 'check', old: 'length >= MAX_CM', new: 'length > MAX_CM', model: { file: 'p/limits.py', line: 7 }, callers: ['check'] };
const probe = (id: string): TransplantProbe => ({ id, file: 'p/limits.py', entity: 'check', argsRepr: `check(${id})`, role: 'aim', transform: 'aim@1=150' });
// the FAIL_TO_PASS change: check(30, 40) raised LimitError on the pre-edit, returns on the fix
const raiseGone: IntendedChange = { atoms: { 'p/limits.py::check': ['|exc:gone:p.LimitError'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 };

describe('transplant judgement', () => {
  it('the intended kinds are the delta kinds of every changed function, whatever the path', () => {
    const k = intendedKinds({ atoms: { 'a::f': ['|bool:flip', '.total|num:grow'], 'b::g': ['arg0|mut:gone'] }, removedRaises: {}, changedCalls: 2, comparedCalls: 2 });
    assert.deepEqual([...k].sort(), ['bool:flip', 'mut:gone', 'num:grow']);
  });

  it('the candidate still raises where the completed fix returns, as the pre-edit did on the reproducer: a partial fix', () => {
    const found = judgeTransplant([T], [probe('150')], new Map([['150', raise('p.LimitError')]]), new Map([['150', ret(true)]]), raiseGone);
    assert.equal(found.length, 1);
    assert.match(found[0]!.text, /^partial fix: the flaw the candidate fixed is still in .*`length >= MAX_CM` at p\/limits.py:9/);
    assert.match(found[0]!.text, /candidate raised p.LimitError: over; completed fix returned true/);
  });

  it('on an input aimed at a literal the rewrite brings in, a difference of any shape counts (a filter answers with a list where the fixed check stopped raising)', () => {
    const star: Transplant = { ...T, file: 'd/service.py', entity: 'stations_for', old: 'rider.zone == s.zone', new: "rider.zone in (s.zone, '*')", callers: ['stations_for'], literals: ['*'] };
    const at = (transform: string): TransplantProbe => ({ id: 'x', file: 'd/service.py', entity: 'stations_for', argsRepr: 'stations_for(r)', role: 'aim', transform });
    const cand = new Map([['x', ret([])]]);
    const done = new Map([['x', ret(['n1', 'n2'])]]);
    assert.equal(judgeTransplant([star], [at("aim@1.zone=Rider(zone='*') aimed:'*'")], cand, done, raiseGone).length, 1);
    assert.deepEqual(judgeTransplant([star], [at("aim@1.zone=Rider(zone='s') aimed:'s'")], cand, done, raiseGone), [], 'another aim: only the fix\'s kinds count');
    assert.deepEqual(judgeTransplant([{ ...star, literals: [] }], [at("aim@1.zone=Rider(zone='*') aimed:'*'")], cand, done, raiseGone), []);
  });

  it('where the fix ends a hang, a sibling that still hangs on the candidate and returns once completed is the flaw left (a deadlock left in rename)', () => {
    const lookup: Transplant = { ...T, file: 'm/sensors.py', entity: 'Registry.rename', old: 'self.get(sid)', new: 'self._lookup(sid)', model: { file: 'm/sensors.py', line: 45 }, callers: ['Registry.rename'] };
    const at: TransplantProbe = { id: 'r', file: 'm/sensors.py', entity: 'Registry.rename', argsRepr: "Registry.rename(reg, 's1', 's1-2')", role: 'exact', transform: 'exact' };
    const hang: Behaviour = { kind: 'timeout', mutatedKey: 'm0', stable: true };
    const hangGone: IntendedChange = { atoms: { 'm/sensors.py::Registry.retire': ['|kind:timeout->return'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 };
    const found = judgeTransplant([lookup], [at], new Map([['r', hang]]), new Map([['r', ret('s1-2')]]), hangGone);
    assert.equal(found.length, 1);
    assert.match(found[0]!.text, /kind:timeout->return/);
    assert.match(found[0]!.text, /candidate did not return within the time limit; completed fix returned/);
    assert.deepEqual(judgeTransplant([lookup], [at], new Map([['r', hang]]), new Map([['r', ret('s1-2')]]), raiseGone), [], 'a fix that ends no hang: a hanging candidate shows nothing');
    assert.deepEqual(judgeTransplant([lookup], [at], new Map([['r', hang]]), new Map([['r', hang]]), hangGone), [], 'the completion hangs too');
  });

  it('protects a deadlock fix through unlocked helpers (fueldepot): a timed wait that gives up in time on the completion, and a refusal the completion skips, are no flaw left', () => {
    const helper: Transplant = { ...T, file: 'f/depot.py', entity: 'Depot.dispense', old: 'tank.draw(litres)', new: 'tank._take(litres)', model: { file: 'f/tanks.py', line: 91 }, callers: ['Depot.dispense'], shared: ['litres'] };
    const at: TransplantProbe = { id: 'd', file: 'f/depot.py', entity: 'Depot.dispense', argsRepr: "Depot.dispense(depot, ann, 1, 'adblue', 80, 3)", role: 'keep', transform: 'keep@5' };
    const hang: Behaviour = { kind: 'timeout', mutatedKey: 'm0', stable: true };
    const hangGone: IntendedChange = { atoms: { 'f/tanks.py::Tank.transfer_to': ['|kind:timeout->return'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 };
    const gaveUp: Behaviour = { kind: 'raise', exc: 'f.OutOfFuel', site: 'f/tanks.py::Tank.draw_when_available::70::raise', deliberate: true, key: null, mutatedKey: 'm0', stable: true, value: 'OutOfFuel: not available in time' };
    assert.deepEqual(judgeTransplant([helper], [at], new Map([['d', hang]]), new Map([['d', gaveUp]]), hangGone), [], 'timeout -> raise is not how the fix ends the hang');
    const refused: Behaviour = { ...gaveUp, exc: 'f.DepotError', value: 'DepotError: draw a positive amount' };
    assert.deepEqual(judgeTransplant([helper], [at], new Map([['d', refused]]), new Map([['d', ret('sale')]]), hangGone), [], 'a refusal the completion skips');
    assert.equal(judgeTransplant([helper], [at], new Map([['d', hang]]), new Map([['d', ret('sale')]]), hangGone).length, 1, 'a hang the completion ends by returning is still the flaw left');
    assert.equal(judgeTransplant([T], [probe('150')], new Map([['150', raise('p.LimitError')]]), new Map([['150', ret(true)]]), raiseGone).length, 1, 'a refusal lifted where the fix lifts refusals still counts');
  });

  it('a difference of another kind than the fix makes is no evidence (the sibling does something else)', () => {
    const found = judgeTransplant([T], [probe('150')], new Map([['150', ret(3)]]), new Map([['150', ret(4)]]), raiseGone);
    assert.deepEqual(found, []);
    const otherExc = judgeTransplant([T], [probe('150')], new Map([['150', raise('p.OtherError')]]), new Map([['150', ret(true)]]), raiseGone);
    assert.deepEqual(otherExc, [], 'another exception type no longer raised is not the fix repeated');
  });

  it('a completion that crashes, an unstable candidate, equal behaviours or no measured intended change show nothing', () => {
    const crash = judgeTransplant([T], [probe('a')], new Map([['a', raise('p.LimitError')]]), new Map([['a', raise('builtins.TypeError', false)]]), raiseGone);
    assert.deepEqual(crash, []);
    const unstable = judgeTransplant([T], [probe('a')], new Map([['a', { ...raise('p.LimitError'), stable: false }]]), new Map([['a', ret(true)]]), raiseGone);
    assert.deepEqual(unstable, []);
    const same = judgeTransplant([T], [probe('a')], new Map([['a', ret(true)]]), new Map([['a', ret(true)]]), raiseGone);
    assert.deepEqual(same, []);
    const none = judgeTransplant([T], [probe('a')], new Map([['a', raise('p.LimitError')]]), new Map([['a', ret(true)]]), { atoms: {}, removedRaises: {}, changedCalls: 0, comparedCalls: 0 });
    assert.deepEqual(none, []);
  });

  it('a boolean flipped like the reproducer\'s is the same kind of change in another function', () => {
    const flip: IntendedChange = { atoms: { 'p/acl.py::_covers': ['|bool:flip'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 };
    const p: TransplantProbe = { id: 's', file: 'p/acl.py', entity: 'Acl.can_subscribe', argsRepr: "can_subscribe('bob', 'ordersx')", role: 'aim', transform: 'aim@2' };
    const found = judgeTransplant([{ ...T, file: 'p/acl.py', entity: 'Acl.can_subscribe', callers: ['Acl.can_subscribe'] }], [p], new Map([['s', ret(true)]]), new Map([['s', ret(false)]]), flip);
    assert.equal(found.length, 1);
  });
});

describe('analogue judgement (special-casing at one of several values of the same role)', () => {
  const row = (id: string, role: NeighbourProbe['role'], transform: string): NeighbourProbe => ({ id, group: 0, role, transform, file: 'r.py', entity: 'Table.price', argsRepr: `price(${id})` } as NeighbourProbe);
  const probes = [row('x', 'exact', 'exact'), row('a1', 'analogue', 'analogue@1=1.0'), row('a2', 'analogue', 'analogue@1=5.0')];
  const g = [{ group: 0, entity: 'Table.price', argValues: ['2.0'] }];
  const pinned = pinnedOnAddedLines('def price(self, w):\n    return self.lookup(w)\n', 'def price(self, w):\n    if w == 2.0:\n        return 620\n    return self.lookup(w)\n');

  it('the literals an added line compares an input with, even ones the pre-edit already used', () => {
    assert.deepEqual(pinned.numbers, [2]);
    assert.deepEqual(pinnedOnAddedLines('x = 1\n', 'if x <= 10:\n    y = 3\n').numbers, [], 'an ordering bound is no pinned point');
    assert.deepEqual(pinnedOnAddedLines('', 'if kind in ("gold", "vip"):\n').strings.sort(), ['gold', 'vip']);
  });

  it('a string the pre-edit already compared the same operand with is a category, not a pinned point', () => {
    const before = 'def may_cancel(actor, b):\n    return actor.role in ("lead", "admin")\n';
    const after = 'def may_cancel(actor, b):\n    if actor.role == "lead":\n        return actor.desk == b.desk\n    return actor.role in ("lead", "admin")\n';
    assert.deepEqual(pinnedOnAddedLines(before, after).strings, []);
    assert.deepEqual(pinnedOnAddedLines(before, after.replace('actor.role == "lead"', 'actor.name == "lead"')).strings, ['lead'], 'another operand compared with it is still pinned');
  });

  it('changed at the tested limit, unchanged at every other limit of the table, the value singled out: special-casing', () => {
    const pre = new Map([['x', ret(890)], ['a1', ret(450)], ['a2', ret(1350)]]);
    const cand = new Map([['x', ret(620)], ['a1', ret(450)], ['a2', ret(1350)]]);
    const found = judgeAnalogues(g, probes, pre, cand, pinned);
    assert.equal(found.length, 1);
    assert.match(found[0]!, /special-casing \(analogue attack\): Table.price .* singles out 2.0, but at the 2 other values .* \(1.0, 5.0\)/);
  });

  it('a boundary fix changes the other limits too; a fix that names no tested value is not judged', () => {
    const pre = new Map([['x', ret(890)], ['a1', ret(620)], ['a2', ret(1350)]]);
    const cand = new Map([['x', ret(620)], ['a1', ret(450)], ['a2', ret(890)]]);
    assert.deepEqual(judgeAnalogues(g, probes, pre, cand, pinned), []);
    const same = new Map([['x', ret(620)], ['a1', ret(450)], ['a2', ret(1350)]]);
    assert.deepEqual(judgeAnalogues(g, probes, new Map([['x', ret(890)], ['a1', ret(450)], ['a2', ret(1350)]]), same, { strings: [], numbers: [] }), []);
  });
});

describe('functions that read a changed module-level name', () => {
  const widened: IntendedChange = { atoms: { 't.py::validate_topic': ['|exc:gone:t.TopicError'] }, removedRaises: {}, changedCalls: 1, comparedCalls: 1 };
  const rejected = (exc: string): Behaviour => ({ kind: 'raise', exc, site: 't.py::validate_pattern::9::raise', deliberate: true, key: null, mutatedKey: 'm0', stable: true });
  it("an exception of the type the FAIL_TO_PASS change removes, no longer raised in a reader, is the shared change showing there", () => {
    assert.equal(readerShowsRemovedRaise(true, rejected('t.TopicError'), widened), true);
    assert.equal(readerShowsRemovedRaise(false, rejected('t.TopicError'), widened), false, 'a changed function gets no such pass: a deleted check in it is a deletion');
    assert.equal(readerShowsRemovedRaise(true, rejected('t.OtherError'), widened), false);
    assert.equal(readerShowsRemovedRaise(true, rejected('t.TopicError'), null), false);
  });
});
