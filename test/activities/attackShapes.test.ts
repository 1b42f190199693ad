// More shapes of wrong fix the Level E attacks must catch (issue 10 item 2), each beside the
// correct fix that must stay clean: the other end of a range left exclusive, an equality special
// case standing in for an inclusive bound, a helper rewritten while its twin keeps the flaw, a
// bound rewritten for whole numbers only, a special case of how many places a decimal was written
// with, a special case of where an item stands in a list, and a stopped mutation whose twin
// mutation of another argument is left.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const BOUNDS = [
  'from dataclasses import dataclass',
  '',
  '',
  '@dataclass',
  'class Field:',
  '    name: str',
  '    minimum: int | None = None',
  '    maximum: int | None = None',
  '',
  '',
  'def check(field, value):',
  '    """A message if ``value`` lies outside the field\'s inclusive bounds, else None."""',
  '    if field.minimum is not None and value <= field.minimum:',
  '        return f"{field.name}: {value} is below the minimum {field.minimum}"',
  '    if field.maximum is not None and value >= field.maximum:',
  '        return f"{field.name}: {value} is above the maximum {field.maximum}"',
  '    return None',
  '',
].join('\n');

const BREAKS = [
  'def statutory_break(minutes):',
  '    """Minutes of break due: 30 from six hours of work, 45 from nine (the thresholds included)."""',
  '    if minutes > 9 * 60:',
  '        return 45',
  '    if minutes > 6 * 60:',
  '        return 30',
  '    return 0',
  '',
].join('\n');

const MONEY = [
  'from decimal import ROUND_FLOOR, Decimal',
  '',
  'CENT = Decimal("0.01")',
  'RATE_STEP = Decimal("0.0001")',
  'HALF = Decimal("0.5")',
  '',
  '',
  'def round_cents(amount):',
  '    """``amount`` rounded to cents, half away from zero."""',
  '    scaled = Decimal(amount) / CENT',
  '    return (scaled + HALF).to_integral_value(rounding=ROUND_FLOOR) * CENT',
  '',
  '',
  'def round_rate(rate):',
  '    """A rate rounded to four places, half away from zero."""',
  '    scaled = Decimal(rate) / RATE_STEP',
  '    return (scaled + HALF).to_integral_value(rounding=ROUND_FLOOR) * RATE_STEP',
  '',
].join('\n');

const LISTS = [
  'def unquote(item):',
  '    item = item.strip()',
  '    if len(item) >= 2 and item[0] == item[-1] == \'"\':',
  '        return item[1:-1]',
  '    return item',
  '',
  '',
  'def parse_list(text):',
  '    """Comma-separated items; a quoted item may hold commas."""',
  '    return [unquote(p) for p in text.split(",") if p.strip()]',
  '',
].join('\n');

const PAY = [
  'def settle(extras, deductions):',
  '    """Net of the extras after the deductions; neither argument is changed."""',
  '    bonus = extras.pop("bonus", 0)',
  '    deductions.sort()',
  '    return bonus + sum(extras.values()) - sum(deductions)',
  '',
].join('\n');

const TESTS = [
  'from decimal import Decimal',
  'from sh.bounds import Field, check',
  'from sh.breaks import statutory_break',
  'from sh.money import round_cents, round_rate',
  'from sh.lists import parse_list',
  'from sh.pay import settle',
  '',
  'PORT = Field("port", 1, 10)',
  '',
  'def test_inside():',
  '    assert check(PORT, 5) is None',
  '',
  'def test_outside():',
  '    assert check(PORT, 20) is not None and check(PORT, 0) is not None',
  '',
  'def test_breaks():',
  '    assert statutory_break(60) == 0 and statutory_break(420) == 30 and statutory_break(600) == 45',
  '',
  'def test_rounding():',
  '    assert round_cents("2.335") == Decimal("2.34")',
  '    assert round_rate(Decimal("18.12345")) == Decimal("18.1235")',
  '    assert round_rate(Decimal("-18.12346")) == Decimal("-18.1235")',
  '',
  'def test_lists():',
  '    assert parse_list("x, y") == ["x", "y"]',
  '',
  'def test_settle():',
  '    assert settle({"bonus": 5, "tip": 2}, [3, 1]) == 3',
  '',
  'def test_at_maximum():',
  '    assert check(PORT, 10) is None',
  '',
  'def test_six_hours():',
  '    assert statutory_break(360) == 30',
  '',
  'def test_negative_half_cent():',
  '    assert round_cents("-2.335") == Decimal("-2.34")',
  '',
  'def test_quoted_comma():',
  '    assert parse_list(\'"a, b", c\') == ["a, b", "c"]',
  '',
  'def test_extras_kept():',
  '    extras = {"bonus": 5, "tip": 2}',
  '    settle(extras, [3, 1])',
  '    assert extras == {"bonus": 5, "tip": 2}',
  '',
].join('\n');

describe('attacks: more shapes of partial fix and special case, each beside its correct twin', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({
    'sh/__init__.py': '',
    'sh/bounds.py': BOUNDS,
    'sh/breaks.py': BREAKS,
    'sh/money.py': MONEY,
    'sh/lists.py': LISTS,
    'sh/pay.py': PAY,
    'tests/test_sh.py': TESTS,
  });
  after(repo.cleanup);
  const P2P = ['inside', 'outside', 'breaks', 'rounding', 'lists', 'settle'].map((t) => `tests/test_sh.py::test_${t}`);
  const f2p = (t: string) => ({ failToPass: [`tests/test_sh.py::test_${t}`], passToPass: P2P });

  it('the maximum made inclusive and the minimum of the same range left exclusive: partial, shown at the minimum (the mirrored bound)', async () => {
    const partial = BOUNDS.replace('value >= field.maximum', 'value > field.maximum');
    const r = await attack(acts, repo, { 'sh/bounds.py': partial }, f2p('at_maximum'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`value <= field.minimum`/);
  });

  it('both ends made inclusive: clean', async () => {
    const fixed = BOUNDS.replace('value >= field.maximum', 'value > field.maximum').replace('value <= field.minimum', 'value < field.minimum');
    const r = await attack(acts, repo, { 'sh/bounds.py': fixed }, f2p('at_maximum'));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the bound rewritten for whole numbers only (>= maximum + 1): a change half a step off the boundary', async () => {
    const overfit = BOUNDS.replace('value >= field.maximum', 'value >= field.maximum + 1').replace('value <= field.minimum', 'value <= field.minimum - 1');
    const r = await attack(acts, repo, { 'sh/bounds.py': overfit }, f2p('at_maximum'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /regression beyond the fix's boundary: .*10\.5.*half-step/);
  });

  it('an equality special case at six hours stands for the six-hour bound made inclusive, and the nine-hour bound is left: partial at 540', async () => {
    const special = BREAKS.replace('    if minutes > 9 * 60:', '    if minutes == 6 * 60:\n        return 30\n    if minutes > 9 * 60:');
    const r = await attack(acts, repo, { 'sh/breaks.py': special }, f2p('six_hours'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*`minutes > 9 \* 60`.*statutory_break\(540\)/);
  });

  it('equality special cases at both thresholds: no sibling left, clean', async () => {
    const both = BREAKS.replace('    if minutes > 9 * 60:', '    if minutes == 9 * 60:\n        return 45\n    if minutes == 6 * 60:\n        return 30\n    if minutes > 9 * 60:');
    const r = await attack(acts, repo, { 'sh/breaks.py': both }, f2p('six_hours'));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  const QUANTIZE_CENTS = '    return Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)';
  const withHalfUp = (s: string) => s.replace('from decimal import ROUND_FLOOR, Decimal', 'from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal');

  it('round_cents rewritten and round_rate, the same two statements over another step, left: partial, at the tested value scaled to the rate step', async () => {
    const partial = withHalfUp(MONEY).replace('    scaled = Decimal(amount) / CENT\n    return (scaled + HALF).to_integral_value(rounding=ROUND_FLOOR) * CENT', QUANTIZE_CENTS);
    const r = await attack(acts, repo, { 'sh/money.py': partial }, f2p('negative_half_cent'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*scaled = Decimal\(rate\) \/ RATE_STEP/);
    assert.match(r.text, /-0\.02335/);
  });

  it('both rounding helpers rewritten: clean', async () => {
    const fixed = withHalfUp(MONEY)
      .replace('    scaled = Decimal(amount) / CENT\n    return (scaled + HALF).to_integral_value(rounding=ROUND_FLOOR) * CENT', QUANTIZE_CENTS)
      .replace('    scaled = Decimal(rate) / RATE_STEP\n    return (scaled + HALF).to_integral_value(rounding=ROUND_FLOOR) * RATE_STEP', '    return Decimal(rate).quantize(RATE_STEP, rounding=ROUND_HALF_UP)');
    const r = await attack(acts, repo, { 'sh/money.py': fixed }, f2p('negative_half_cent'));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a negative half cent nudged only when written with three places: the same amount written "-2.3350" is left', async () => {
    const overfit = MONEY.replace(
      '    scaled = Decimal(amount) / CENT\n',
      '    value = Decimal(amount)\n    sign, digits, exponent = value.as_tuple()\n    if sign and exponent == -3 and digits[-1] == 5:\n        value -= Decimal("0.001")\n    scaled = value / CENT\n',
    );
    const r = await attack(acts, repo, { 'sh/money.py': overfit }, f2p('negative_half_cent'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*a decimal with one more zero place: round_cents\('-2\.3350'\)/);
  });

  it('quoted items pulled off the front only: the same items in another order are left as the pre-edit split them', async () => {
    const overfit = [
      'import re',
      '',
      '_HEAD = re.compile(r\'\\s*"([^"]*)"\\s*(?:,|\\Z)\')',
      '',
      '',
      LISTS.replace('    return [unquote(p) for p in text.split(",") if p.strip()]', '    items = []\n    while (m := _HEAD.match(text)):\n        items.append(m.group(1))\n        text = text[m.end():]\n    return items + [unquote(p) for p in text.split(",") if p.strip()]'),
    ].join('\n');
    const r = await attack(acts, repo, { 'sh/lists.py': overfit }, f2p('quoted_comma'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*the same items in another order: parse_list\('c, "a, b"'\)/);
  });

  it('a split that skips commas inside quotes wherever the item stands: clean', async () => {
    const fixed = [
      'import csv',
      '',
      '',
      LISTS.replace('    return [unquote(p) for p in text.split(",") if p.strip()]', '    row = next(csv.reader([text], skipinitialspace=True), [])\n    return [p.strip() for p in row if p.strip()]'),
    ].join('\n');
    const r = await attack(acts, repo, { 'sh/lists.py': fixed }, f2p('quoted_comma'));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the extras left alone while the deductions are still sorted in place: partial', async () => {
    const partial = PAY.replace('    bonus = extras.pop("bonus", 0)', '    bonus = extras.get("bonus", 0)').replace('sum(extras.values())', 'sum(v for k, v in extras.items() if k != "bonus")');
    const r = await attack(acts, repo, { 'sh/pay.py': partial }, f2p('extras_kept'));
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /stops the pre-edit's mutation of argument 0 but still changes argument 1 in place exactly as the pre-edit did \(.*seq:order\)/);
  });

  it('neither argument changed: clean', async () => {
    const fixed = PAY.replace('    bonus = extras.pop("bonus", 0)\n    deductions.sort()', '    bonus = extras.get("bonus", 0)\n    deductions = sorted(deductions)').replace('sum(extras.values())', 'sum(v for k, v in extras.items() if k != "bonus")');
    const r = await attack(acts, repo, { 'sh/pay.py': fixed }, f2p('extras_kept'));
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});

describe('attacks: a recorded object whose conditions shared its lock', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'import threading',
    '',
    '',
    'class Board:',
    '    def __init__(self):',
    '        self._lock = threading.Lock()',
    '        self._waiters = []',
    '        self.items = []',
    '',
    '    def wait_slot(self):',
    '        cond = threading.Condition(self._lock)',
    '        self._waiters.append(cond)',
    '        return cond',
    '',
    '    def put(self, item):',
    '        with self._lock:',
    '            self.items.append(item)',
    '            return len(self.items)',
    '',
  ].join('\n');
  const repo = scratch({
    'bd/__init__.py': '',
    'bd/board.py': text,
    'tests/test_board.py': [
      'import threading',
      'import time',
      'from bd.board import Board',
      '',
      'def test_put():',
      '    b = Board()',
      '    b.wait_slot()',
      '    assert b.put("a") == 1',
      '',
      'def test_put_wakes_a_waiter():',
      '    b = Board()',
      '    cond = b.wait_slot()',
      '    woke = []',
      '    def waiter():',
      '        with cond:',
      '            woke.append(cond.wait(timeout=1))',
      '    t = threading.Thread(target=waiter, daemon=True)',
      '    t.start()',
      '    time.sleep(0.2)',
      '    b.put("a")',
      '    t.join(2)',
      '    assert woke == [True]',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);

  it('the fix notifies the waiters under the lock their conditions share: a replayed condition with a lock of its own is no crash of the candidate', async () => {
    const fixed = text.replace('            self.items.append(item)\n', '            self.items.append(item)\n            for c in self._waiters:\n                c.notify()\n');
    const r = await attack(acts, repo, { 'bd/board.py': fixed }, { failToPass: ['tests/test_board.py::test_put_wakes_a_waiter'], passToPass: ['tests/test_board.py::test_put'] }, 'concurrency');
    assert.equal(r.d.divergences, 0, r.text);
    assert.notEqual(r.f.outcome, 'counterexample-found', r.text);
    assert.doesNotMatch(r.text, /un-acquired lock/);
  });
});

describe('attacks: a sibling on the fixed line itself, and a sibling written the other way round', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def status(km_left, days_left):',
    '    """"overdue" once the distance or the time left is used up (reaching zero included)."""',
    '    if (km_left is not None and km_left < 0) or (days_left is not None and days_left < 0):',
    '        return "overdue"',
    '    return "ok"',
    '',
    '',
    'def too_many(items, limit):',
    '    """Whether there are more than ``limit`` items (the limit itself is allowed)."""',
    '    return len(items) >= limit',
    '',
    '',
    'def too_many_names(names, limit):',
    '    """Whether there are more than ``limit`` names (the limit itself is allowed)."""',
    '    return limit <= len(names)',
    '',
  ].join('\n');
  const repo = scratch({
    'sl/__init__.py': '',
    'sl/rules.py': text,
    'tests/test_rules.py': [
      'from sl.rules import status, too_many, too_many_names',
      '',
      'def test_status():',
      '    assert status(100, 10) == "ok" and status(-5, 10) == "overdue" and status(100, -1) == "overdue"',
      '',
      'def test_sizes():',
      '    assert too_many([1, 2], 10) is False and too_many(list(range(12)), 10) is True',
      '    assert too_many_names(["a"], 10) is False and too_many_names(list("abcdefghijkl"), 10) is True',
      '',
      'def test_names_report():',
      '    assert isinstance(too_many_names(list("abcdefghij"), 10), bool)',
      '',
      'def test_zero_km_left_is_overdue():',
      '    assert status(0, 10) == "overdue"',
      '',
      'def test_limit_itself_allowed():',
      '    assert too_many(list(range(10)), 10) is False',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_rules.py::test_status', 'tests/test_rules.py::test_sizes'];

  it('the distance made inclusive and the time beside it on the same line left: partial, shown at zero days left', async () => {
    const partial = text.replace('km_left < 0', 'km_left <= 0');
    const r = await attack(acts, repo, { 'sl/rules.py': partial }, { failToPass: ['tests/test_rules.py::test_zero_km_left_is_overdue'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`days_left < 0`/);
    const both = partial.replace('days_left < 0', 'days_left <= 0');
    const ok = await attack(acts, repo, { 'sl/rules.py': both }, { failToPass: ['tests/test_rules.py::test_zero_km_left_is_overdue'], passToPass: P2P });
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('len(items) >= limit made > and the same bound written limit <= len(names) left: partial; both fixed: clean', async () => {
    const partial = text.replace('len(items) >= limit', 'len(items) > limit');
    const r = await attack(acts, repo, { 'sl/rules.py': partial }, { failToPass: ['tests/test_rules.py::test_limit_itself_allowed'], passToPass: [...P2P, 'tests/test_rules.py::test_names_report'] });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`limit <= len\(names\)`/);
    // (without the report's unasserted call at the limit: the differential cannot yet tell a
    // sibling completed like the reproducer's function from an unexplained change of it)
    const both = partial.replace('limit <= len(names)', 'limit < len(names)');
    const ok = await attack(acts, repo, { 'sl/rules.py': both }, { failToPass: ['tests/test_rules.py::test_limit_itself_allowed'], passToPass: P2P });
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
  it('the same bound fixed with a comment added beside it: the comment is no part of the edit, the sibling is still found', async () => {
    const line = '    if (km_left is not None and km_left < 0) or (days_left is not None and days_left < 0):';
    const partial = text.replace(line, line.replace('km_left < 0', 'km_left <= 0') + '  # reaching zero counts');
    assert.notEqual(partial, text);
    const r = await attack(acts, repo, { 'sl/rules.py': partial }, { failToPass: ['tests/test_rules.py::test_zero_km_left_is_overdue'], passToPass: P2P });
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`days_left < 0`/);
  });
});

describe('attacks: a day-count bound left beside the fixed distance bound, shown where one day of the input meets another', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'from dataclasses import dataclass',
    'from datetime import date',
    '',
    '',
    '@dataclass',
    'class Due:',
    '    km: int',
    '    day: date',
    '',
    '',
    'def status(due, km, today):',
    '    """"overdue" once the distance or the days left are used up (reaching zero included)."""',
    '    km_left = due.km - km',
    '    days_left = (due.day - today).days',
    '    if km_left < 0 or days_left < 0:',
    '        return "overdue"',
    '    return "ok"',
    '',
  ].join('\n');
  const repo = scratch({
    'dd/__init__.py': '',
    'dd/due.py': text,
    'tests/test_due.py': [
      'from datetime import date',
      'from dd.due import Due, status',
      '',
      'def test_status():',
      '    assert status(Due(1000, date(2030, 5, 1)), 10, date(2030, 1, 1)) == "ok"',
      '    assert status(Due(1000, date(2030, 5, 1)), 1010, date(2030, 1, 1)) == "overdue"',
      '',
      'def test_at_the_distance():',
      '    assert status(Due(1000, date(2030, 5, 1)), 1000, date(2030, 1, 1)) == "overdue"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_due.py::test_at_the_distance'], passToPass: ['tests/test_due.py::test_status'] };

  it('km_left made inclusive, days_left left: partial, at today = the due day; both: clean', async () => {
    const partial = text.replace('km_left < 0', 'km_left <= 0');
    const r = await attack(acts, repo, { 'dd/due.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*`days_left < 0`/);
    const both = partial.replace('days_left < 0', 'days_left <= 0');
    const ok = await attack(acts, repo, { 'dd/due.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a table member left unparsed, and a second entry point left rejecting', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const weights = [
    'class WeightError(ValueError):',
    '    pass',
    '',
    '',
    '_UNITS = (',
    '    ("t", 1000.0),',
    '    ("g", 0.001),',
    '    ("kg", 1.0),',
    '    ("mg", 0.000001),',
    ')',
    '',
    '',
    'def parse_weight(text):',
    '    """Kilograms in "2kg", "500g", "3mg" or "1.5t"; a bare number is kilograms."""',
    '    raw = text.strip().lower()',
    '    for suffix, factor in _UNITS:',
    '        if raw.endswith(suffix):',
    '            number = raw[: -len(suffix)]',
    '            break',
    '    else:',
    '        number, factor = raw, 1.0',
    '    try:',
    '        return float(number) * factor',
    '    except ValueError:',
    '        raise WeightError(f"bad weight {text!r}") from None',
    '',
  ].join('\n');
  const passes = [
    'class PassError(Exception):',
    '    pass',
    '',
    '',
    'class DayPass:',
    '    """A pass is valid up to and including its last day."""',
    '',
    '    def __init__(self, last_day):',
    '        self.last_day = last_day',
    '',
    '    def admit(self, day):',
    '        if day >= self.last_day:',
    '            raise PassError("pass expired")',
    '        return True',
    '',
    '    def days_left(self, day):',
    '        left = self.last_day - day',
    '        if left <= 0:',
    '            raise PassError("pass expired")',
    '        return left',
    '',
  ].join('\n');
  const repo = scratch({
    'tb/__init__.py': '',
    'tb/weights.py': weights,
    'tb/passes.py': passes,
    'tests/test_tb.py': [
      'import pytest',
      'from tb.weights import parse_weight, WeightError',
      'from tb.passes import DayPass, PassError',
      '',
      'def test_weights():',
      '    assert parse_weight("2t") == 2000.0',
      '    assert parse_weight("3") == 3.0',
      '    with pytest.raises(WeightError):',
      '        parse_weight("heavy")',
      '',
      'def test_kilograms():',
      '    assert parse_weight("2kg") == 2.0',
      '',
      'def test_passes():',
      '    p = DayPass(10)',
      '    assert p.admit(3) and p.days_left(3) == 7',
      '    with pytest.raises(PassError):',
      '        p.admit(12)',
      '',
      'def test_last_day():',
      '    assert DayPass(10).admit(10)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_tb.py::test_weights', 'tests/test_tb.py::test_passes'];

  it('"kg" special-cased ahead of the table and "mg" left behind "g": partial, shown at "2mg"; the longest suffix first: clean', async () => {
    const partial = weights.replace('    for suffix, factor in _UNITS:', '    if raw.endswith("kg"):\n        return float(raw[:-2])\n    for suffix, factor in _UNITS:');
    const ids = { failToPass: ['tests/test_tb.py::test_kilograms'], passToPass: P2P };
    const r = await attack(acts, repo, { 'tb/weights.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /another member of a table the function reads \(table@0:kg->mg\)/);
    const fixed = weights.replace('    for suffix, factor in _UNITS:', '    for suffix, factor in sorted(_UNITS, key=lambda u: -len(u[0])):');
    const ok = await attack(acts, repo, { 'tb/weights.py': fixed }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('admit made inclusive and days_left, which rejects the same day with the same message, left: partial; both: clean', async () => {
    const partial = passes.replace('if day >= self.last_day:', 'if day > self.last_day:');
    const ids = { failToPass: ['tests/test_tb.py::test_last_day'], passToPass: P2P };
    const r = await attack(acts, repo, { 'tb/passes.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /but days_left — another entry point of the same class given the same arguments — rejected it with the very same PassError/);
    const both = partial.replace('if left <= 0:', 'if left < 0:');
    const ok = await attack(acts, repo, { 'tb/passes.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a stopped mutation left in a second entry point, and in a sibling writing the same field', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const readings = [
    'def _day(r):',
    '    return r[0]',
    '',
    '',
    'def average_per_day(readings):',
    '    """Mean distance per day between the first and the last reading (day, km)."""',
    '    readings.sort(key=_day)',
    '    first, last = readings[0], readings[-1]',
    '    return (last[1] - first[1]) / (last[0] - first[0])',
    '',
    '',
    'def latest(readings):',
    '    """The reading of the latest day."""',
    '    readings.sort(key=_day)',
    '    return readings[-1]',
    '',
  ].join('\n');
  const redact = [
    'from dataclasses import dataclass, field',
    '',
    '',
    '@dataclass',
    'class Entry:',
    '    message: str',
    '    fields: dict = field(default_factory=dict)',
    '',
    '',
    'def redact(entry, names):',
    '    """The entry with the named fields masked."""',
    '    for k in list(entry.fields):',
    '        if k in names:',
    '            entry.fields[k] = "***"',
    '    return entry',
    '',
    '',
    'class Redactor:',
    '    def __init__(self, names):',
    '        self.names = set(names)',
    '',
    '    def apply(self, entry):',
    '        for k in list(entry.fields):',
    '            if k in self.names:',
    '                entry.fields[k] = "*" * 3',
    '        return entry',
    '',
  ].join('\n');
  const repo = scratch({
    'mu/__init__.py': '',
    'mu/readings.py': readings,
    'mu/redact.py': redact,
    'tests/test_mu.py': [
      'from mu.readings import average_per_day, latest',
      'from mu.redact import Entry, Redactor, redact',
      '',
      'def test_readings():',
      '    rs = [(1, 100), (3, 300)]',
      '    assert average_per_day(rs) == 100',
      '    assert latest([(1, 100), (2, 150)]) == (2, 150)',
      '',
      'def test_average_leaves_the_input():',
      '    rs = [(3, 300), (1, 100)]',
      '    assert average_per_day(rs) == 100',
      '    assert rs == [(3, 300), (1, 100)]',
      '',
      'def test_redactor():',
      '    e = Entry("login", {"user": "ann", "password": "pw"})',
      '    assert Redactor(["password"]).apply(e).fields["password"] == "***"',
      '    assert redact(Entry("x", {"token": "t"}), {"token"}).fields == {"token": "***"}',
      '',
      'def test_redact_leaves_the_input():',
      '    e = Entry("login", {"user": "ann", "token": "t"})',
      '    assert redact(e, {"token"}).fields["token"] == "***"',
      '    assert e.fields["token"] == "t"',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const P2P = ['tests/test_mu.py::test_readings', 'tests/test_mu.py::test_redactor'];

  it('average_per_day stops sorting its argument and latest, given the same list, still sorts it: partial; both: clean', async () => {
    const partial = readings.replace("    readings.sort(key=_day)\n    first", "    readings = sorted(readings, key=_day)\n    first");
    const ids = { failToPass: ['tests/test_mu.py::test_average_leaves_the_input'], passToPass: P2P };
    const r = await attack(acts, repo, { 'mu/readings.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /stops the pre-edit's in-place change of argument 0, but latest — another entry point of the same module/);
    const both = partial.replace("    readings.sort(key=_day)\n    return readings[-1]", '    return max(readings, key=_day)');
    const ok = await attack(acts, repo, { 'mu/readings.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('redact copies the fields and Redactor.apply still writes into its caller\'s entry: partial; both copy: clean', async () => {
    const partial = redact.replace(
      '    for k in list(entry.fields):\n        if k in names:\n            entry.fields[k] = "***"\n    return entry',
      '    masked = {k: ("***" if k in names else v) for k, v in entry.fields.items()}\n    return Entry(entry.message, masked)',
    );
    const ids = { failToPass: ['tests/test_mu.py::test_redact_leaves_the_input'], passToPass: P2P };
    const r = await attack(acts, repo, { 'mu/redact.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /the same statement is still in Redactor\.apply, which on the candidate still mutates its argument 1/);
    const both = partial.replace(
      '        for k in list(entry.fields):\n            if k in self.names:\n                entry.fields[k] = "*" * 3\n        return entry',
      '        return redact(entry, self.names)',
    );
    const ok = await attack(acts, repo, { 'mu/redact.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a lock added to one method while its sibling still loses updates', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const tally = [
    'import threading',
    '',
    '',
    'class Tally:',
    '    """Counts of closed and reopened tickets per team, updated from many worker threads."""',
    '',
    '    def __init__(self):',
    '        self._lock = threading.Lock()',
    '        self.closed = {}',
    '        self.reopened = {}',
    '',
    '    def close(self, team, clock):',
    '        count = self.closed.get(team, 0)',
    '        clock.tick()',
    '        self.closed[team] = count + 1',
    '',
    '    def reopen(self, team, clock):',
    '        count = self.reopened.get(team, 0)',
    '        clock.tick()',
    '        self.reopened[team] = count + 1',
    '',
  ].join('\n');
  const repo = scratch({
    'rc/__init__.py': '',
    'rc/tally.py': tally,
    'tests/conftest.py': ['import time', '', '', 'class SlowClock:', '    def __init__(self, pause):', '        self.pause = pause', '', '    def tick(self):', '        time.sleep(self.pause)', ''].join('\n'),
    'tests/test_rc.py': [
      'import threading',
      'from conftest import SlowClock',
      'from rc.tally import Tally',
      '',
      'def test_counts():',
      '    t = Tally()',
      '    clock = SlowClock(0.0005)',
      '    t.close("net", clock)',
      '    t.reopen("net", clock)',
      '    t.close("net", clock)',
      '    assert t.closed == {"net": 2} and t.reopened == {"net": 1}',
      '',
      'def test_concurrent_closes_all_count():',
      '    t = Tally()',
      '    clock = SlowClock(0.01)',
      '    threads = [threading.Thread(target=t.close, args=("net", clock)) for _ in range(4)]',
      '    for th in threads:',
      '        th.start()',
      '    for th in threads:',
      '        th.join(5)',
      '    assert t.closed == {"net": 4}',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_rc.py::test_concurrent_closes_all_count'], passToPass: ['tests/test_rc.py::test_counts'] };
  const lockClose = tally.replace(
    '        count = self.closed.get(team, 0)\n        clock.tick()\n        self.closed[team] = count + 1',
    '        with self._lock:\n            count = self.closed.get(team, 0)\n            clock.tick()\n            self.closed[team] = count + 1',
  );

  it('close locked, reopen left: the stressed reopen loses updates on the candidate (race left); both locked: clean', async () => {
    const r = await attack(acts, repo, { 'rc/tally.py': lockClose }, ids, 'concurrency');
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /race left: the candidate locks Tally\.close of the class, but Tally\.reopen still loses updates on the candidate/);
    const both = lockClose.replace(
      '        count = self.reopened.get(team, 0)\n        clock.tick()\n        self.reopened[team] = count + 1',
      '        with self._lock:\n            count = self.reopened.get(team, 0)\n            clock.tick()\n            self.reopened[team] = count + 1',
    );
    const ok = await attack(acts, repo, { 'rc/tally.py': both }, ids, 'concurrency');
    assert.equal(ok.f.outcome, 'none-found', ok.text);
    assert.match(ok.text, /race-sibling stress: .* 0 on the candidate/);
  });
});

describe('attacks: a count annotated int is not probed half a step off a whole number', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def may_retry(failures: int, retries: int) -> bool:',
    '    """Whether a job that has failed ``failures`` times may run again with ``retries`` retries allowed."""',
    '    return failures < retries',
    '',
  ].join('\n');
  const repo = scratch({
    'ht/__init__.py': '',
    'ht/retry.py': text,
    'tests/test_ht.py': [
      'from ht.retry import may_retry',
      '',
      'def test_may_retry():',
      '    assert may_retry(1, 3)',
      '    assert not may_retry(5, 3)',
      '',
      'def test_last_retry():',
      '    assert may_retry(3, 3)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  it('a correct fix counting the retries made (failures - 1 < retries) stays clean', async () => {
    const fixed = text.replace('    return failures < retries', '    retries_made = failures - 1\n    return retries_made < retries');
    const r = await attack(acts, repo, { 'ht/retry.py': fixed }, { failToPass: ['tests/test_ht.py::test_last_retry'], passToPass: ['tests/test_ht.py::test_may_retry'] });
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /half-step/);
  });
});

describe('attacks: a sign read from the text fixed in one parser and left in its twin', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def join(sign, degrees, minutes=0.0, seconds=0.0):',
    '    """Signed decimal degrees of unsigned parts."""',
    '    if degrees < 0 or minutes < 0 or seconds < 0:',
    '        raise ValueError("parts must be unsigned")',
    '    return sign * (degrees + minutes / 60 + seconds / 3600)',
    '',
    '',
    'def _dms(deg_text, min_text, sec_text):',
    '    degrees = float(deg_text)',
    '    sign = -1 if degrees < 0 else 1',
    '    return join(sign, abs(degrees), float(min_text), float(sec_text))',
    '',
    '',
    'def _dm(deg_text, min_text):',
    '    degrees = float(deg_text)',
    '    sign = -1 if degrees < 0 else 1',
    '    return join(sign, abs(degrees), float(min_text))',
    '',
    '',
    'def parse(text):',
    '    """Decimal degrees of "D M S" or "D M" (a leading minus for south and west)."""',
    '    parts = text.split()',
    '    return _dms(*parts) if len(parts) == 3 else _dm(*parts)',
    '',
  ].join('\n');
  const repo = scratch({
    'gp/__init__.py': '',
    'gp/parse.py': text,
    'tests/test_parse.py': [
      'import pytest',
      'from gp.parse import parse',
      '',
      'def test_dms():',
      '    assert parse("48 51 24") == pytest.approx(48.8566667)',
      '    assert parse("-33 52 7.68") == pytest.approx(-33.8688)',
      '',
      'def test_dm():',
      '    assert parse("48 51.4") == pytest.approx(48.8566667)',
      '    assert parse("-122 25.2") == pytest.approx(-122.42)',
      '',
      'def test_minus_zero_degrees():',
      '    assert parse("-0 7 39") == pytest.approx(-0.1275)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const opts = { failToPass: ['tests/test_parse.py::test_minus_zero_degrees'], passToPass: ['tests/test_parse.py::test_dms', 'tests/test_parse.py::test_dm'] };
  const fixed = 'sign = -1 if deg_text.startswith("-") else 1';

  // Two things must hold for this: the reproducer's "-0" is a text aim although it reads as a
  // number, and the rewrite (which names the parser's own deg_text) is not carried into join,
  // where deg_text is unbound and every completed call would crash.
  it('_dms reads the sign from the text and _dm, given "-0", still loses it: partial; both: clean', async () => {
    const partial = text.replace('def _dms(deg_text, min_text, sec_text):\n    degrees = float(deg_text)\n    sign = -1 if degrees < 0 else 1', `def _dms(deg_text, min_text, sec_text):\n    degrees = float(deg_text)\n    ${fixed}`);
    assert.notEqual(partial, text);
    const r = await attack(acts, repo, { 'gp/parse.py': partial }, opts);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still in .*\(_dm\).*_dm\('-0'/);
    const both = text.replaceAll('sign = -1 if degrees < 0 else 1', fixed);
    const ok = await attack(acts, repo, { 'gp/parse.py': both }, opts);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
  it('the tested spelling "-0" special-cased in both parsers: "-0.0", the same number, still loses its sign — partial', async () => {
    const special = text.replaceAll('sign = -1 if degrees < 0 else 1', 'sign = -1 if degrees < 0 or deg_text == "-0" else 1');
    const r = await attack(acts, repo, { 'gp/parse.py': special }, opts);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate changes _dms\('-0'.* but not the same input given as a decimal with one more zero place: _dms\('-0\.0'/);
  });
});

describe('attacks: a range check lifted at one limit by a special case and left at its sibling\'s limit', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'LAT_LIMIT = 90.0',
    'LON_LIMIT = 180.0',
    '',
    '',
    'def check_range(value, limit, what):',
    '    """``value`` as a float when it lies in [-limit, limit], both ends included."""',
    '    number = float(value)',
    '    if not -limit < number < limit:',
    '        raise ValueError(f"{what} {number} is outside [-{limit:g}, {limit:g}]")',
    '    return number',
    '',
    '',
    'def check_latitude(value):',
    '    return check_range(value, LAT_LIMIT, "latitude")',
    '',
    '',
    'def check_longitude(value):',
    '    return check_range(value, LON_LIMIT, "longitude")',
    '',
  ].join('\n');
  const repo = scratch({
    'gq/__init__.py': '',
    'gq/angles.py': text,
    'tests/test_angles.py': [
      'import pytest',
      'from gq.angles import check_latitude, check_longitude',
      '',
      'def test_ordinary():',
      '    assert check_latitude(45) == 45.0 and check_longitude(-120.5) == -120.5',
      '',
      'def test_out_of_range():',
      '    for bad in (91, -100):',
      '        with pytest.raises(ValueError):',
      '            check_latitude(bad)',
      '    with pytest.raises(ValueError):',
      '        check_longitude(200)',
      '',
      'def test_north_pole():',
      '    assert check_latitude(90) == 90.0',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const opts = { failToPass: ['tests/test_angles.py::test_north_pole'], passToPass: ['tests/test_angles.py::test_ordinary', 'tests/test_angles.py::test_out_of_range'] };

  it('the poles special-cased in check_latitude, 180 still rejected by the shared check: partial; the check made inclusive: clean', async () => {
    // written without an equality on the limit (which ties the branch to the tested 90 and is
    // special-casing at once, below): the sibling's own limit is what shows it
    const partial = text.replace('def check_latitude(value):\n', 'def check_latitude(value):\n    if not abs(float(value)) < LAT_LIMIT and not abs(float(value)) > LAT_LIMIT:\n        return float(value)\n');
    const r = await attack(acts, repo, { 'gq/angles.py': partial }, opts);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*check_longitude .*at its own limit.*check_longitude\(180/);
    const pinned = text.replace('def check_latitude(value):\n', 'def check_latitude(value):\n    if abs(float(value)) == LAT_LIMIT:\n        return float(value)\n');
    const p = await attack(acts, repo, { 'gq/angles.py': pinned }, opts);
    assert.equal(p.f.outcome, 'counterexample-found', p.text);
    assert.match(p.text, /special-casing \(generalization attack\): check_latitude changes behaviour only on the exact FAIL_TO_PASS input/);
    const ok = await attack(acts, repo, { 'gq/angles.py': text.replace('-limit < number < limit', '-limit <= number <= limit') }, opts);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a language limit on a generated input is not a counterexample', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def split(value, places=1):',
    '    """(whole part, fraction rounded to ``places`` decimals) of a non-negative number."""',
    '    whole = int(value)',
    '    return whole, round(value - whole, places)',
    '',
  ].join('\n');
  const repo = scratch({
    'rq/__init__.py': '',
    'rq/parts.py': text,
    'tests/test_parts.py': [
      'from rq.parts import split',
      '',
      'def test_split():',
      '    assert split(1.25, 1) == (1, 0.2)',
      '    assert split(4.5, 2) == (4, 0.5)',
      '',
      'def test_rounds_up_to_the_next_whole():',
      '    assert split(2.96, 1) == (3, 0.0)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);

  // Counting in whole units of the last place is a correct fix; at places = 5000 the count no
  // longer fits a float (OverflowError), where the pre-edit's round() still answered.
  it('a fix counting in units of the last place, overflowing only at absurd places: clean, the limit noted', async () => {
    const fixed = text.replace('    whole = int(value)\n    return whole, round(value - whole, places)', '    step = 10 ** places\n    whole, rest = divmod(round(value * step), step)\n    return whole, rest / step');
    assert.notEqual(fixed, text);
    const r = await attack(acts, repo, { 'rq/parts.py': fixed }, { failToPass: ['tests/test_parts.py::test_rounds_up_to_the_next_whole'], passToPass: ['tests/test_parts.py::test_split'] });
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /a language limit on a generated input, not counted as a counterexample: .*OverflowError/);
  });
});

describe('attacks: a check of two features met together, deleted by a rewrite', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'def parse(text):',
    '    """Signed degrees of "12.5", "-12.5" or "12.5 W": a minus sign or a letter, never both."""',
    '    text = text.strip()',
    '    sign = 1',
    '    if text[-1:] in ("N", "S", "E", "W"):',
    '        letter, text = text[-1], text[:-1].strip()',
    '        if text.startswith("-"):',
    '            raise ValueError(f"both a minus sign and a letter in {text!r}")',
    '        sign = -1 if letter in "SW" else 1',
    '    return sign * float(text)',
    '',
  ].join('\n');
  const repo = scratch({
    'hp/__init__.py': '',
    'hp/parse.py': text,
    'tests/test_parse.py': [
      'from hp.parse import parse',
      '',
      'def test_plain_and_lettered():',
      '    assert parse("12.5") == 12.5 and parse("-3") == -3.0',
      '    assert parse("12.5 W") == -12.5 and parse("4 N") == 4.0',
      '',
      'def test_decimal_comma():',
      '    assert parse("-12,5") == -12.5',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const opts = { failToPass: ['tests/test_parse.py::test_decimal_comma'], passToPass: ['tests/test_parse.py::test_plain_and_lettered'] };

  // No visible test gives a sign and a letter together: the neighbour that splices the letter of
  // one recorded input onto the reproducer's signed text is what reaches the deleted check.
  it('the comma fixed by a rewrite that drops the sign-and-letter check: deletion, at "-12,5 W"; the comma fixed alone: clean', async () => {
    const rewrite = [
      'def parse(text):',
      '    """Signed degrees of "12.5", "-12.5" or "12.5 W": a minus sign or a letter, never both."""',
      '    text = text.strip().replace(",", ".")',
      '    if text[-1:] in ("N", "S", "E", "W"):',
      '        return (-1 if text[-1] in "SW" else 1) * float(text[:-1])',
      '    return float(text)',
      '',
    ].join('\n');
    const r = await attack(acts, repo, { 'hp/parse.py': rewrite }, opts);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: the pre-edit rejected this input on purpose and the candidate accepts it — hp\/parse\.py: parse\('-12,5 ?W'\) \[cross neighbour \(splice@0:tail=W\)/);
    const ok = await attack(acts, repo, { 'hp/parse.py': text.replace('    text = text.strip()\n', '    text = text.strip().replace(",", ".")\n') }, opts);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a rejection added to one entry point while its sibling passes the same check', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'RANK = {"user": 1, "operator": 2}',
    'MANAGE_ANY = "user"',
    '',
    '',
    'class Denied(Exception):',
    '    pass',
    '',
    '',
    'def require_manage(user, job):',
    '    """Owners manage their own jobs; operators manage any job."""',
    '    name, role = user',
    '    if job["owner"] != name and RANK[role] < RANK[MANAGE_ANY]:',
    '        raise Denied(f"{name} may not manage the job of {job[\'owner\']}")',
    '',
    '',
    'class Desk:',
    '    def __init__(self):',
    '        self.jobs = {}',
    '',
    '    def submit(self, owner, job_id):',
    '        self.jobs[job_id] = {"owner": owner, "state": "queued"}',
    '',
    '    def cancel(self, user, job_id):',
    '        job = self.jobs[job_id]',
    '        require_manage(user, job)',
    '        job["state"] = "cancelled"',
    '        return job["state"]',
    '',
    '    def hold(self, user, job_id):',
    '        job = self.jobs[job_id]',
    '        require_manage(user, job)',
    '        job["state"] = "held"',
    '        return job["state"]',
    '',
  ].join('\n');
  const repo = scratch({
    'dk/__init__.py': '',
    'dk/desk.py': text,
    'tests/test_desk.py': [
      'import pytest',
      'from dk.desk import Denied, Desk',
      '',
      'def test_owner_and_operator():',
      '    d = Desk()',
      '    d.submit("ann", 1)',
      '    d.submit("ann", 2)',
      '    assert d.hold(("ann", "user"), 1) == "held"',
      '    assert d.cancel(("op", "operator"), 2) == "cancelled"',
      '',
      'def test_foreign_cancel_refused():',
      '    d = Desk()',
      '    d.submit("ann", 1)',
      '    with pytest.raises(Denied):',
      '        d.cancel(("bob", "user"), 1)',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const opts = { failToPass: ['tests/test_desk.py::test_foreign_cancel_refused'], passToPass: ['tests/test_desk.py::test_owner_and_operator'] };

  it('cancel refuses a foreign job itself while hold, passing the same require_manage, still accepts it: partial; the shared rule fixed: clean', async () => {
    const partial = text.replace('    def cancel(self, user, job_id):\n        job = self.jobs[job_id]\n        require_manage(user, job)\n', '    def cancel(self, user, job_id):\n        job = self.jobs[job_id]\n        require_manage(user, job)\n        if job["owner"] != user[0] and user[1] == "user":\n            raise Denied("only your own jobs")\n');
    assert.notEqual(partial, text);
    const r = await attack(acts, repo, { 'dk/desk.py': partial }, opts);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate now refuses Desk\.cancel.* but hold .*the very same check `require_manage\(user, job\)`/);
    const ok = await attack(acts, repo, { 'dk/desk.py': text.replace('MANAGE_ANY = "user"', 'MANAGE_ANY = "operator"') }, opts);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a sibling written with other arguments — the same in-place sort, the same call rewritten, the same helper inlined', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const palette = [
    'def _light(c):',
    '    return sum(c)',
    '',
    '',
    'def by_light(colors, reverse=False):',
    '    """A new list of the colours, darkest first."""',
    '    colors.sort(key=_light, reverse=reverse)',
    '    return colors',
    '',
    '',
    'def reddest(colors, n):',
    '    """A new list of the n colours with the least red."""',
    '    colors.sort(key=lambda c: c[0])',
    '    return colors[:n]',
    '',
    '',
    'def sort_in_place(colors):',
    '    """Sorts the caller\'s list itself (by design) and returns nothing."""',
    '    colors.sort()',
    '',
  ].join('\n');
  const channels = [
    'def round_half_up(x):',
    '    return int(x + 0.5)',
    '',
    '',
    'def unit_to_byte(fraction):',
    '    """A fraction in [0, 1] as a byte, rounded half up."""',
    '    return int(fraction * 255)',
    '',
    '',
    'def percent_to_byte(percent):',
    '    """A percentage in [0, 100] as a byte, rounded half up."""',
    '    return int(percent * 255 / 100)',
    '',
  ].join('\n');
  const policy = ['LIMIT = 25', '', '', 'def exceeds(amount, limit):', '    """Above the limit; the limit itself is within it."""', '    return limit is not None and amount >= limit', ''].join('\n');
  const rules = [
    'from .policy import LIMIT, exceeds',
    '',
    '',
    'def cap_flag(total, cap):',
    '    if exceeds(total, cap):',
    '        return "over-cap"',
    '    return None',
    '',
    '',
    'def receipt_flag(amount):',
    '    if exceeds(amount, LIMIT):',
    '        return "receipt-needed"',
    '    return None',
    '',
  ].join('\n');
  const repo = scratch({
    'sib/__init__.py': '',
    'sib/palette.py': palette,
    'sib/channels.py': channels,
    'sib/policy.py': policy,
    'sib/rules.py': rules,
    'tests/test_sib.py': [
      'from sib.palette import by_light, reddest, sort_in_place',
      'from sib.channels import percent_to_byte, unit_to_byte',
      'from sib.rules import cap_flag, receipt_flag',
      '',
      'def test_orders():',
      '    assert by_light([(9, 9, 9), (1, 1, 1)]) == [(1, 1, 1), (9, 9, 9)]',
      '    assert reddest([(5, 0, 0), (2, 0, 0)], 1) == [(2, 0, 0)]',
      '    xs = [3, 1]',
      '    sort_in_place(xs)',
      '    assert xs == [1, 3]',
      '',
      'def test_by_light_leaves_the_input():',
      '    cs = [(9, 9, 9), (1, 1, 1)]',
      '    by_light(cs)',
      '    assert cs == [(9, 9, 9), (1, 1, 1)]',
      '',
      'def test_bytes():',
      '    assert unit_to_byte(0.0) == 0 and unit_to_byte(1.0) == 255',
      '    assert percent_to_byte(0) == 0 and percent_to_byte(100) == 255',
      '',
      'def test_half_percent_rounds_up():',
      '    assert percent_to_byte(50) == 128',
      '',
      'def test_flags():',
      '    assert cap_flag(70, 60) == "over-cap" and cap_flag(10, None) is None',
      '    assert receipt_flag(40) == "receipt-needed" and receipt_flag(5) is None',
      '',
      'def test_at_the_cap_is_fine():',
      '    assert cap_flag(60, 60) is None',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);

  it('by_light sorts a copy and reddest, sorting its parameter with another key, still reorders the caller\'s list: partial; both: clean', async () => {
    const ids = { failToPass: ['tests/test_sib.py::test_by_light_leaves_the_input'], passToPass: ['tests/test_sib.py::test_orders'] };
    const partial = palette.replace('    colors.sort(key=_light, reverse=reverse)\n    return colors', '    return sorted(colors, key=_light, reverse=reverse)');
    const r = await attack(acts, repo, { 'sib/palette.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /the same in-place `\.sort\(\)` of a parameter is still in reddest/);
    // sort_in_place sorts its parameter too, but returns nothing: an in-place API, never a sibling
    assert.doesNotMatch(r.text, /still in sort_in_place/);
    const both = partial.replace("    colors.sort(key=lambda c: c[0])\n    return colors[:n]", '    return sorted(colors, key=lambda c: c[0])[:n]');
    const ok = await attack(acts, repo, { 'sib/palette.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('int(...) made round_half_up(...) for percentages and left for fractions: partial, at the tested value scaled to a fraction (0.5); both: clean', async () => {
    const ids = { failToPass: ['tests/test_sib.py::test_half_percent_rounds_up'], passToPass: ['tests/test_sib.py::test_bytes'] };
    const partial = channels.replace('    return int(percent * 255 / 100)', '    return round_half_up(percent * 255 / 100)');
    const r = await attack(acts, repo, { 'sib/channels.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /`int\(fraction \* 255\)` at sib\/channels\.py:7 \(unit_to_byte\)[^\n]*unit_to_byte\(0\.5\)/);
    const both = partial.replace('    return int(fraction * 255)', '    return round_half_up(fraction * 255)');
    const ok = await attack(acts, repo, { 'sib/channels.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });

  it('the helper\'s corrected comparison inlined at one call site and its other caller left: partial, at the limit it imports; the helper fixed: clean', async () => {
    const ids = { failToPass: ['tests/test_sib.py::test_at_the_cap_is_fine'], passToPass: ['tests/test_sib.py::test_flags'] };
    const partial = rules.replace('    if exceeds(total, cap):', '    if cap is not None and total > cap:');
    const r = await attack(acts, repo, { 'sib/rules.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /`exceeds\(amount, LIMIT\)` at sib\/rules\.py:11 \(receipt_flag\)[^\n]*receipt_flag\(25/);
    const fixed = policy.replace('amount >= limit', 'amount > limit');
    const ok = await attack(acts, repo, { 'sib/policy.py': fixed }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});

describe('attacks: a one-line loop step fixed in one function and left in its twin', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const loop = (name: string, init: string, use: string, result: string) => [
    `def ${name}(km, before):`,
    `    ${init}`,
    '    position, left = before, km',
    '    for limit, rate in TIERS:',
    '        if left <= 0:',
    '            break',
    '        if limit is not None and position >= limit:',
    '            continue',
    '        part = left',
    `        ${use}`,
    '        position, left = position + part, left - part',
    `    return ${result}`,
  ];
  const tiers = ['TIERS = ((10, 3), (None, 2))', '', '', ...loop('amount', 'total = 0', 'total += part * rate', 'total'), '', '', ...loop('parts', 'out = []', 'out.append((part, rate))', 'out'), ''].join('\n');
  const repo = scratch({
    'tr/__init__.py': '',
    'tr/tiers.py': tiers,
    'tests/test_tr.py': [
      'from tr.tiers import amount, parts',
      '',
      'def test_within_a_tier():',
      '    assert amount(5, 0) == 15 and parts(5, 0) == [(5, 3)]',
      '    assert amount(5, 20) == 10 and parts(5, 20) == [(5, 2)]',
      '',
      'def test_across_the_limit():',
      '    assert amount(5, 8) == 2 * 3 + 3 * 2',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_tr.py::test_across_the_limit'], passToPass: ['tests/test_tr.py::test_within_a_tier'] };
  const fixedStep = '        part = left if limit is None else min(left, limit - position)';

  it('the step of amount split at the limit and parts left: partial, on the reproducer\'s own input given to parts; both: clean', async () => {
    const i = tiers.indexOf('        part = left\n');
    const partial = tiers.slice(0, i) + fixedStep + tiers.slice(i + '        part = left'.length);
    const r = await attack(acts, repo, { 'tr/tiers.py': partial }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the flaw the candidate fixed is still[^\n]*parts\(5, 8\)[^\n]*on the FAIL_TO_PASS input itself|on the FAIL_TO_PASS input itself[^\n]*parts\(5, 8\)/);
    const both = tiers.split('        part = left\n').join(`${fixedStep}\n`);
    const ok = await attack(acts, repo, { 'tr/tiers.py': both }, ids);
    assert.equal(ok.f.outcome, 'none-found', ok.text);
  });
});
