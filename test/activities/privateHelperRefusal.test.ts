// A private helper's domain is what its callers pass it. A generated input there (a made-up shift
// with a garbage day and a garbage start) that both trees refuse, the pre-edit with the
// repository's own error and the candidate with a builtin one because it reads the day first, is
// no defect of the fix: it is noted, not counted (divelog-surface-interval-midnight, spent part R).
// The same exception swap on a public function still counts.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const CLOCK = [
  'class ClockError(ValueError):',
  '    pass',
  '',
  '',
  'def parse_time(text):',
  '    """"HH:MM" as minutes after midnight."""',
  '    parts = text.split(":")',
  '    if len(parts) != 2 or not all(p.isdigit() for p in parts):',
  '        raise ClockError(f"not a time: {text!r}")',
  '    hours, minutes = int(parts[0]), int(parts[1])',
  '    if hours > 23 or minutes > 59:',
  '        raise ClockError(f"not a time of day: {text!r}")',
  '    return hours * 60 + minutes',
  '',
].join('\n');

const SHIFTS = [
  'from dataclasses import dataclass',
  'from datetime import date, datetime, timedelta',
  '',
  'from .clock import parse_time',
  '',
  'DAY = 24 * 60',
  '',
  '',
  '@dataclass',
  'class Shift:',
  '    worker: str',
  '    day: str',
  '    start: str',
  '    minutes: int',
  '',
  '',
  'class Rota:',
  '    def __init__(self):',
  '        self._shifts = []',
  '',
  '    def add(self, shift):',
  '        date.fromisoformat(shift.day)',
  '        parse_time(shift.start)',
  '        self._shifts.append(shift)',
  '        return shift',
  '',
  '    def rest_between(self, first, second):',
  '        """Minutes off between the end of `first` and the start of `second`."""',
  '        end_day, end = self._end(first)',
  '        days = (date.fromisoformat(second.day) - end_day).days',
  '        return days * DAY + parse_time(second.start) - end',
  '',
  '    def _end(self, shift):',
  '        """The day a shift ends on and the minute of that day it ends at."""',
  '        end = parse_time(shift.start) + shift.minutes',
  '        return date.fromisoformat(shift.day), end % DAY',
  '',
  '    def end_day(self, shift):',
  '        return self._end(shift)[0].isoformat()',
  '',
].join('\n');

const TESTS = [
  'from rota.shifts import Rota, Shift',
  '',
  '',
  'def test_rest_on_one_day():',
  '    r = Rota()',
  '    a = r.add(Shift("ann", "2026-05-01", "06:00", 240))',
  '    b = r.add(Shift("ann", "2026-05-01", "14:00", 120))',
  '    assert r.rest_between(a, b) == 240',
  '    assert r.end_day(a) == "2026-05-01"',
  '',
  '',
  'def test_rest_after_a_night_shift():',
  '    r = Rota()',
  '    a = r.add(Shift("ann", "2026-05-01", "22:00", 240))',
  '    b = r.add(Shift("ann", "2026-05-02", "10:00", 120))',
  '    assert r.rest_between(a, b) == 480',
  '',
].join('\n');

// The fix: the end computed as a datetime, which reads the day before the start.
const FIXED_END = [
  '    def _end(self, shift):',
  '        """The day a shift ends on and the minute of that day it ends at."""',
  '        end = datetime.fromisoformat(shift.day) + timedelta(minutes=parse_time(shift.start) + shift.minutes)',
  '        return end.date(), end.hour * 60 + end.minute',
  '',
].join('\n');
const OLD_END = [
  '    def _end(self, shift):',
  '        """The day a shift ends on and the minute of that day it ends at."""',
  '        end = parse_time(shift.start) + shift.minutes',
  '        return date.fromisoformat(shift.day), end % DAY',
  '',
].join('\n');

describe('attacks: a private helper refusing a generated input with another exception type', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'rota/__init__.py': '', 'rota/clock.py': CLOCK, 'rota/shifts.py': SHIFTS, 'tests/test_shifts.py': TESTS });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_shifts.py::test_rest_after_a_night_shift'], passToPass: ['tests/test_shifts.py::test_rest_on_one_day'] };

  it('the night-shift fix reading the day first in the private _end: clean, the refusal noted', async () => {
    const fixed = SHIFTS.replace(OLD_END, FIXED_END);
    assert.notEqual(fixed, SHIFTS);
    const r = await attack(acts, repo, { 'rota/shifts.py': fixed }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /a private helper refused a generated input with another exception type, not counted as a counterexample: .*_end/);
  });

  it('the same swap made public (end instead of _end): the new exception type still counts', async () => {
    const pub = (s: string) => s.replaceAll('_end(', 'end(');
    const base = scratch({ 'rota/__init__.py': '', 'rota/clock.py': CLOCK, 'rota/shifts.py': pub(SHIFTS), 'tests/test_shifts.py': TESTS });
    after(base.cleanup);
    const r = await attack(acts, base, { 'rota/shifts.py': pub(SHIFTS.replace(OLD_END, FIXED_END)) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /new exception type on a generated input: .*ClockError.*ValueError|new exception type on a generated input/);
  });
});
