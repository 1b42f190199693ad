// The transplant attack on a sibling that applies the fixed rule to the same data (issue 10 item 2,
// partial fixes), through the real sandbox and pytest:
// - the fixed predicate's comparison inlined in a list filter of the same module
//   (`moisture[z.name] < z.dry_below` beside the fixed `moisture < zone.dry_below`): the difference
//   shows in whatever the filter returns (a zone missing from a list), so it counts in any shape;
// - the rule applied to many (`due_for_disposal(samples, today)` beside the fixed
//   `is_due(sample, today)`): the reproducer's own input handed over as a list of one;
// - protective: the complete fixes are clean, and a comparison of the same shape on other data
//   (`now < s.end`), reached only by an input with a number set deep inside a list to another
//   argument, is never counted.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: the fixed rule left in a sibling that reads the same data (transplant)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const readings = [
    'from dataclasses import dataclass',
    '',
    '',
    '@dataclass',
    'class Zone:',
    '    name: str',
    '    dry_below: float = 30.0',
    '',
    '',
    'def needs_water(zone, moisture):',
    '    """A zone needs water once its soil is at or below its dry threshold."""',
    '    return moisture < zone.dry_below',
    '',
    '',
    'def dry_zones(zones, moisture):',
    '    """Names of the zones to water, driest first; a zone without a reading is skipped."""',
    '    dry = [z for z in zones if z.name in moisture and moisture[z.name] < z.dry_below]',
    '    dry.sort(key=lambda z: (moisture[z.name], z.name))',
    '    return [z.name for z in dry]',
    '',
  ].join('\n');
  const slots = [
    'from dataclasses import dataclass',
    '',
    '',
    '@dataclass',
    'class Slot:',
    '    name: str',
    '    end: int',
    '',
    '',
    'def any_open(slots, now):',
    '    """Whether a slot is still open at minute `now` (its end minute is outside it)."""',
    '    return any(now < s.end for s in slots)',
    '',
  ].join('\n');
  const repo = scratch({
    'wat/__init__.py': '',
    'wat/readings.py': readings,
    'wat/slots.py': slots,
    'tests/test_readings.py': [
      'from wat.readings import Zone, dry_zones, needs_water',
      'from wat.slots import Slot, any_open',
      '',
      'BEDS = [Zone("lawn", 30.0), Zone("veg", 35.0), Zone("hedge", 20.0)]',
      '',
      '',
      'def test_needs_water():',
      '    assert needs_water(BEDS[0], 12.0)',
      '    assert not needs_water(BEDS[0], 40.0)',
      '',
      '',
      'def test_dry_zones_driest_first():',
      '    assert dry_zones(BEDS, {"lawn": 22.0, "veg": 31.0, "hedge": 25.0}) == ["lawn", "veg"]',
      '',
      '',
      'def test_any_open():',
      '    assert any_open([Slot("a", 600), Slot("b", 700)], 650)',
      '    assert not any_open([Slot("a", 600)], 650)',
      '',
      '',
      'def test_at_the_threshold():',
      '    assert needs_water(BEDS[0], 30.0)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_readings.py::test_at_the_threshold'],
    passToPass: ['tests/test_readings.py::test_needs_water', 'tests/test_readings.py::test_dry_zones_driest_first', 'tests/test_readings.py::test_any_open'],
  };
  const fixPredicate = (t: string) => t.replace('    return moisture < zone.dry_below', '    return moisture <= zone.dry_below');

  it('the predicate fixed and its comparison inlined in the list filter left: a partial fix, shown as a zone missing from the list', async () => {
    const r = await attack(acts, repo, { 'wat/readings.py': fixPredicate(readings) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*`moisture\[z\.name\] < z\.dry_below` at wat\/readings.py:17 \(dry_zones\).*through a sibling that applies the same rule to the same data/);
    assert.match(r.text, /carried over to wat\/readings.py:17 alone passes all 4 visible tests/);
  });

  it('both places fixed: clean, and the slot check of the same shape on other data is never counted', async () => {
    const r = await attack(acts, repo, { 'wat/readings.py': fixPredicate(readings).replace('moisture[z.name] < z.dry_below', 'moisture[z.name] <= z.dry_below') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /partial fix/);
  });
});

describe('attacks: the fixed rule left in the function that applies it to many (transplant, collected entry)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const retention = [
    'from dataclasses import dataclass',
    'from datetime import date, timedelta',
    '',
    '',
    '@dataclass',
    'class Sample:',
    '    id: str',
    '    collected: date',
    '    days: int = 90',
    '',
    '',
    'def expiry(sample):',
    '    return sample.collected + timedelta(days=sample.days)',
    '',
    '',
    'def is_due(sample, today):',
    '    """A sample is due for disposal from its expiry day on."""',
    '    return today > expiry(sample)',
    '',
    '',
    'def due_for_disposal(samples, today):',
    '    """Ids of the samples due for disposal, the longest overdue first."""',
    '    due = [s for s in samples if today > expiry(s)]',
    '    due.sort(key=lambda s: (expiry(s), s.id))',
    '    return [s.id for s in due]',
    '',
  ].join('\n');
  const repo = scratch({
    'lab/__init__.py': '',
    'lab/retention.py': retention,
    'tests/test_retention.py': [
      'from datetime import date',
      'from lab.retention import Sample, due_for_disposal, is_due',
      '',
      'S1 = Sample("s1", date(2024, 1, 1))',
      'S2 = Sample("s2", date(2024, 2, 1))',
      '',
      '',
      'def test_is_due():',
      '    assert is_due(S1, date(2024, 6, 1))',
      '    assert not is_due(S1, date(2024, 2, 1))',
      '',
      '',
      'def test_due_for_disposal():',
      '    assert due_for_disposal([S2, S1], date(2024, 6, 1)) == ["s1", "s2"]',
      '    assert due_for_disposal([S2, S1], date(2024, 4, 15)) == ["s1"]',
      '',
      '',
      'def test_due_on_the_expiry_day():',
      '    assert is_due(S1, date(2024, 3, 31))',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = {
    failToPass: ['tests/test_retention.py::test_due_on_the_expiry_day'],
    passToPass: ['tests/test_retention.py::test_is_due', 'tests/test_retention.py::test_due_for_disposal'],
  };
  const fixed = retention.replace('    return today > expiry(sample)', '    return today >= expiry(sample)');

  it('is_due fixed and due_for_disposal left: the reproducer\'s sample, handed over as a list of one, is still not due there', async () => {
    const r = await attack(acts, repo, { 'lab/retention.py': fixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*`today > expiry\(s\)` at lab\/retention.py:23 \(due_for_disposal\).*on the FAIL_TO_PASS input itself.*due_for_disposal\(\[lab\.retention\.Sample\(id='s1'/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'lab/retention.py': fixed.replace('if today > expiry(s)]', 'if today >= expiry(s)]') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});

describe('attacks: a guard removed in one method and left in the next, met with the reproducer\'s own actor (transplant, filled entry)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const depot = [
    'from dataclasses import dataclass',
    '',
    '',
    '@dataclass',
    'class Operator:',
    '    name: str',
    '    role: str',
    '',
    '',
    'class PermissionDenied(Exception):',
    '    pass',
    '',
    '',
    'def require(op, action):',
    '    if op.role != "supervisor":',
    '        raise PermissionDenied(f"{op.name} may not {action}")',
    '',
    '',
    'class Depot:',
    '    def __init__(self):',
    '        self.sales = {}',
    '',
    '    def sell(self, op, sale_id, litres):',
    '        self.sales[sale_id] = {"by": op.name, "litres": litres, "refunded": 0}',
    '',
    '    def void(self, op, sale_id):',
    '        """Supervisors only."""',
    '        sale = self.sales[sale_id]',
    '        if op.name != sale["by"]:',
    '            require(op, "void")',
    '        sale["litres"] = 0',
    '        return sale',
    '',
    '    def refund(self, op, sale_id, litres: float):',
    '        """Supervisors only."""',
    '        sale = self.sales[sale_id]',
    '        if op.name != sale["by"]:',
    '            require(op, "refund")',
    '        sale["refunded"] += litres',
    '        return sale',
    '',
  ].join('\n');
  const repo = scratch({
    'fd/__init__.py': '',
    'fd/depot.py': depot,
    'tests/test_depot.py': [
      'import pytest',
      'from fd.depot import Depot, Operator, PermissionDenied',
      '',
      'ANN = Operator("ann", "attendant")',
      'SAM = Operator("sam", "supervisor")',
      '',
      '',
      'def test_supervisor_refunds():',
      '    d = Depot()',
      '    d.sell(ANN, 1, 50)',
      '    assert d.refund(SAM, 1, 20)["refunded"] == 20',
      '',
      '',
      'def test_supervisor_voids():',
      '    d = Depot()',
      '    d.sell(ANN, 1, 50)',
      '    assert d.void(SAM, 1)["litres"] == 0',
      '',
      '',
      'def test_attendant_cannot_void_own_sale():',
      '    d = Depot()',
      '    d.sell(ANN, 1, 50)',
      '    with pytest.raises(PermissionDenied):',
      '        d.void(ANN, 1)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_depot.py::test_attendant_cannot_void_own_sale'], passToPass: ['tests/test_depot.py::test_supervisor_refunds', 'tests/test_depot.py::test_supervisor_voids'] };
  const unguard = (t: string, action: string) => t.replace(`        if op.name != sale["by"]:\n            require(op, "${action}")`, `        require(op, "${action}")`);

  it('void fixed and refund left: the attendant refunding her own sale (a litre filled in) still goes through', async () => {
    const r = await attack(acts, repo, { 'fd/depot.py': unguard(depot, 'void') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    // met on the reproducer's own actor and sale: the call handed to refund with a litre filled
    // in, or the depot the FAIL_TO_PASS test left behind lent to refund with the same arguments
    assert.match(
      r.text,
      /partial fix: [\s\S]*require\(op, "refund"\)` at fd\/depot.py:36 \(Depot.refund\)[\s\S]*\) — fd\/depot.py: Depot.refund\(.*Operator\(name='ann', role='attendant'\), 1, 1\.0\) \[(entry neighbour \(entry:Depot.refund@filled\)|an object a FAIL_TO_PASS test left behind on the candidate)\]/,
    );
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'fd/depot.py': unguard(unguard(depot, 'void'), 'refund') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
