// The dropped-input attack on real scratch repositories, through the sandbox and real pytest
// (issue 10 items 2-3): a candidate that writes the tested value where a parameter or a receiver
// field stood (caught), one that deletes the rule reading a threshold parameter (caught), and the
// protective twins: the fix that keeps reading the input, a fix that reads the fields through a new
// property (named by the static list, cleared by execution), and a fix for which the input
// rightly stops mattering on the FAIL_TO_PASS call while it still moves a PASS_TO_PASS one.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: an input the candidate stops reading', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const loans = [
    'def may_take(held, limit=2):',
    '    """Whether a member holding `held` loans may take one more: fewer than `limit`."""',
    '    return held <= limit',
    '',
  ].join('\n');
  const shelf = [
    'class Shelf:',
    '    """A shelf is full once it holds `max_items` items."""',
    '',
    '    def __init__(self, max_items=2):',
    '        self.max_items = max_items',
    '        self.items = []',
    '',
    '    def add(self, item):',
    '        self.items.append(item)',
    '',
    '    def is_full(self):',
    '        return len(self.items) > self.max_items',
    '',
  ].join('\n');
  const sensor = [
    'def alerts(readings, base, threshold=0):',
    '    """The readings more than `threshold` above `base`."""',
    '    out = []',
    '    for e in readings:',
    '        if e - base >= threshold:',
    '            out.append(e)',
    '    return out',
    '',
  ].join('\n');
  const fines = [
    'class Fine:',
    '    def __init__(self, amount, paid=0, waived=False):',
    '        self.amount = amount',
    '        self.paid = paid',
    '        self.waived = waived',
    '',
    '    def owed(self):',
    '        """What is still to pay: nothing once the fine is waived."""',
    '        return self.amount - self.paid',
    '',
  ].join('\n');
  const fees = [
    'class Membership:',
    '    """A member pays the base price less `discount` percent; staff pay nothing."""',
    '',
    '    def __init__(self, tier, discount=10):',
    '        self.tier = tier',
    '        self.discount = discount',
    '',
    '    def price(self, base):',
    '        return base - base * self.discount // 100',
    '',
  ].join('\n');
  const repo = scratch({
    'lib/__init__.py': '',
    'lib/loans.py': loans,
    'lib/shelf.py': shelf,
    'lib/sensor.py': sensor,
    'lib/fines.py': fines,
    'lib/fees.py': fees,
    'tests/test_loans.py': [
      'from lib.loans import may_take',
      '',
      'def test_may_take():',
      '    assert may_take(0) and may_take(1)',
      '    assert not may_take(5)',
      '',
      'def test_limit_reached():',
      '    assert not may_take(2)',
      '',
    ].join('\n'),
    'tests/test_shelf.py': [
      'from lib.shelf import Shelf',
      '',
      'def test_room_left():',
      '    s = Shelf()',
      '    assert not s.is_full()',
      '    s.add("a")',
      '    assert not s.is_full()',
      '',
      'def test_full_at_max():',
      '    s = Shelf()',
      '    s.add("a")',
      '    s.add("b")',
      '    assert s.is_full()',
      '',
    ].join('\n'),
    'tests/test_sensor.py': [
      'from lib.sensor import alerts',
      '',
      'def test_alerts():',
      '    assert alerts([1, 20], base=5) == [20]',
      '    assert alerts([], base=0) == []',
      '',
      'def test_base_itself_is_no_alert():',
      '    assert alerts([10, 11, 12], base=10) == [11, 12]',
      '',
    ].join('\n'),
    'tests/test_fines.py': [
      'from lib.fines import Fine',
      '',
      'def test_owed():',
      '    assert Fine(30).owed() == 30',
      '    assert Fine(30, paid=10).owed() == 20',
      '',
      'def test_waived_owes_nothing():',
      '    assert Fine(30, waived=True).owed() == 0',
      '',
    ].join('\n'),
    'tests/test_fees.py': [
      'from lib.fees import Membership',
      '',
      'def test_member_price():',
      '    assert Membership("member").price(200) == 180',
      '    assert Membership("member", discount=50).price(10) == 5',
      '',
      'def test_staff_pay_nothing():',
      '    assert Membership("staff").price(50) == 0',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const loanIds = { failToPass: ['tests/test_loans.py::test_limit_reached'], passToPass: ['tests/test_loans.py::test_may_take'] };

  it('the tested value written in place of a parameter (`held <= limit` -> `held < 2`): a counterexample', async () => {
    const r = await attack(acts, repo, { 'lib/loans.py': loans.replace('held <= limit', 'held < 2') }, loanIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /dropped input: the candidate's .* no longer reads (limit|self\.max_items)/);
    assert.match(r.text, /dropped input: the candidate's may_take no longer reads limit, which the pre-edit's result depends on — lib\/loans\.py: .*on no recorded call does its result move with limit/);
  });

  it('the tested value written in place of a receiver field (`> self.max_items` -> `>= 2`): a counterexample', async () => {
    const r = await attack(acts, repo, { 'lib/shelf.py': shelf.replace('len(self.items) > self.max_items', 'len(self.items) >= 2') }, {
      failToPass: ['tests/test_shelf.py::test_full_at_max'],
      passToPass: ['tests/test_shelf.py::test_room_left'],
    });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /dropped input: the candidate's .* no longer reads (limit|self\.max_items)/);
    assert.match(r.text, /dropped input: the candidate's Shelf\.is_full no longer reads self\.max_items/);
  });

  it('a threshold parameter whose rule is deleted (`e - base >= threshold` -> `e > base`): a counterexample', async () => {
    const r = await attack(acts, repo, { 'lib/sensor.py': sensor.replace('if e - base >= threshold:', 'if e > base:') }, {
      failToPass: ['tests/test_sensor.py::test_base_itself_is_no_alert'],
      passToPass: ['tests/test_sensor.py::test_alerts'],
    });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /dropped input: the candidate's alerts no longer reads threshold, which the pre-edit's result depends on/);
  });

  it('the fix that keeps reading the parameter (`held < limit`) is clean', async () => {
    const r = await attack(acts, repo, { 'lib/loans.py': loans.replace('held <= limit', 'held < limit') }, loanIds);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /dropped input:/);
  });

  it('fields read through a new property: named by the static list, cleared by execution', async () => {
    const fixed = fines.replace(
      '    def owed(self):\n        """What is still to pay: nothing once the fine is waived."""\n        return self.amount - self.paid\n',
      [
        '    @property',
        '    def remaining(self):',
        '        return self.amount - self.paid',
        '',
        '    def owed(self):',
        '        """What is still to pay: nothing once the fine is waived."""',
        '        if self.waived:',
        '            return 0',
        '        return self.remaining',
        '',
      ].join('\n'),
    );
    assert.notEqual(fixed, fines);
    const r = await attack(acts, repo, { 'lib/fines.py': fixed }, { failToPass: ['tests/test_fines.py::test_waived_owes_nothing'], passToPass: ['tests/test_fines.py::test_owed'] });
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /dropped input:/);
    assert.match(r.text, /dropped-input attack: .* no longer read; \d+ moved input\(s\) .*; 0 counterexample\(s\)/);
    assert.match(r.text, /dropped-input attack: Fine\.owed self\.amount, Fine\.owed self\.paid no longer read; [1-9]\d* moved input\(s\)/);
  });

  it('an input that rightly stops mattering on the FAIL_TO_PASS call but moves a PASS_TO_PASS one: clean', async () => {
    // staff pay nothing whatever the discount; a member's price still follows it, through a helper
    const fixed = fees.replace(
      '    def price(self, base):\n        return base - base * self.discount // 100\n',
      [
        '    def _discounted(self, base):',
        '        return base - base * self.discount // 100',
        '',
        '    def price(self, base):',
        '        if self.tier == "staff":',
        '            return 0',
        '        return self._discounted(base)',
        '',
      ].join('\n'),
    );
    assert.notEqual(fixed, fees);
    const r = await attack(acts, repo, { 'lib/fees.py': fixed }, { failToPass: ['tests/test_fees.py::test_staff_pay_nothing'], passToPass: ['tests/test_fees.py::test_member_price'] });
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /dropped input:/);
    assert.match(r.text, /dropped-input attack: Membership\.price self\.discount no longer read; [1-9]\d* moved input\(s\) on [2-9] recorded call\(s\); 0 counterexample\(s\)/);
  });
});
