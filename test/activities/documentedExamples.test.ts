// The examples a docstring documents, as a table of the same role as the code's own (issue 10
// item 2), through the sandbox and real pytest: a fix that accepts the tested spelling and still
// rejects another documented one is a partial fix; the complete fix is clean, and an example on a
// line that documents a rejection ('5x' raises) is never held against it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: the inputs a docstring documents', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    '_UNITS = {"s": 1, "ms": 0.001}',
    '',
    'def parse_duration(text):',
    '    """Seconds in a number and a unit: \'250ms\', \'3s\', \'2min\' or \'1h\'.',
    '',
    '    Raises ValueError on an unknown unit such as \'5x\'."""',
    '    for unit in sorted(_UNITS, key=len, reverse=True):',
    '        if text.endswith(unit):',
    '            return float(text[: -len(unit)]) * _UNITS[unit]',
    '    raise ValueError(f"unknown unit: {text!r}")',
    '',
  ].join('\n');
  const repo = scratch({
    'du/__init__.py': '',
    'du/parse.py': text,
    'tests/test_parse.py': [
      'import pytest',
      'from du.parse import parse_duration',
      '',
      'def test_units():',
      '    assert parse_duration("250ms") == 0.25 and parse_duration("3s") == 3',
      '    with pytest.raises(ValueError):',
      '        parse_duration("5x")',
      '',
      'def test_minutes():',
      '    assert parse_duration("2min") == 120',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_parse.py::test_minutes'], passToPass: ['tests/test_parse.py::test_units'] };

  it('minutes added and hours, documented beside them, still rejected: a partial fix', async () => {
    const r = await attack(acts, repo, { 'du/parse.py': text.replace('_UNITS = {"s": 1, "ms": 0.001}', '_UNITS = {"s": 1, "ms": 0.001, "min": 60}') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate accepts parse_duration\('2min'\).* but parse_duration\('1h'\) .*both examples of the docstring\) — is still rejected the same way/);
  });

  it('every documented unit accepted is clean; the documented rejection (5x) is not held against it', async () => {
    const r = await attack(acts, repo, { 'du/parse.py': text.replace('_UNITS = {"s": 1, "ms": 0.001}', '_UNITS = {"s": 1, "ms": 0.001, "min": 60, "h": 3600}') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /'5x'/);
  });
});
