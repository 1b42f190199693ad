// A boundary between two dates (issue 10, "a correct boundary fix must not be called
// special-casing"), through the sandbox and real pytest: honey may be taken the day after a
// treatment's withdrawal period ends, and the tested day is the first such day. The dates of the
// receiver (the treatment) and of the argument (the day) moved alike keep the interval, so a fix of
// the boundary changes there too; a branch on the tested date still changes only there. The fix
// written as the period shortened at the comparison (`PERIOD[p] - 1`) is no sibling of itself left
// unchanged (the transplant attack reads the operands of its own edit as the edit).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a boundary between two dates', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const book = [
    'import datetime',
    'from dataclasses import dataclass',
    '',
    'PERIOD = {"oxalic": 14, "formic": 7}',
    '',
    '',
    '@dataclass(frozen=True)',
    'class Treatment:',
    '    colony: str',
    '    product: str',
    '    end: datetime.date',
    '',
    '',
    'class Book:',
    '    def __init__(self, treatments):',
    '        self.treatments = list(treatments)',
    '',
    '    def can_harvest(self, colony, day):',
    '        """True once every withdrawal period of the colony is over: from the day after end + period."""',
    '        day = datetime.date.fromisoformat(day)',
    '        for t in (t for t in self.treatments if t.colony == colony):',
    '            if (day - t.end).days <= PERIOD[t.product]:',
    '                return False',
    '        return True',
    '',
  ].join('\n');
  const tests = [
    'import datetime',
    'from hive.book import Book, Treatment',
    '',
    'def test_during_and_after():',
    '    b = Book([Treatment("h1", "formic", datetime.date(2024, 5, 1))])',
    '    assert not b.can_harvest("h1", "2024-05-03")',
    '    assert b.can_harvest("h1", "2024-05-20")',
    '    assert b.can_harvest("h2", "2024-05-03")',
    '',
    'def test_the_day_the_period_ends():',
    '    b = Book([Treatment("h1", "oxalic", datetime.date(2024, 5, 1))])',
    '    assert b.can_harvest("h1", "2024-05-15")',
    '',
  ].join('\n');
  const repo = scratch({ 'hive/__init__.py': '', 'hive/book.py': book, 'tests/test_book.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_book.py::test_the_day_the_period_ends'], passToPass: ['tests/test_book.py::test_during_and_after'] };

  it('`<=` made `<`: every date moved alike keeps the change, no special-casing', async () => {
    const r = await attack(acts, repo, { 'hive/book.py': book.replace('.days <= PERIOD[t.product]:', '.days < PERIOD[t.product]:') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the period shortened by one at the comparison: clean, its own operand is no sibling', async () => {
    const r = await attack(acts, repo, { 'hive/book.py': book.replace('.days <= PERIOD[t.product]:', '.days <= PERIOD[t.product] - 1:') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a branch on the tested day: still special-casing', async () => {
    const r = await attack(acts, repo, { 'hive/book.py': book.replace('        day = datetime.date.fromisoformat(day)\n', '        if day == "2024-05-15":\n            return True\n        day = datetime.date.fromisoformat(day)\n') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing/);
  });
});
