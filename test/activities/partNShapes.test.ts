// The shapes held-out part N showed the gate getting wrong (issue 10), through the sandbox and real
// pytest, each with the case that protects a correct fix beside the case that must still be caught:
// - a boundary fix on a limit proportional to the input (a dose at exactly the per-kg limit, the
//   factor being the code's own data): scaled neighbours stay on the boundary, so the fix is no
//   special case, and another drug of the table (far off its own limit) shows no partial fix; a
//   literal of the tested input is still special-casing;
// - a rounding repair repeated in a sibling the reproducer never calls (twin edits): its change on
//   an unasserted value is the fix's; a repair that returns a float from a function declared `-> int`
//   breaks the declared contract;
// - a private helper fed by a regular expression: texts no caller gives it (a sign in a fraction of
//   digits, a fourth digit) are no counterexample; a repair made in one of two parsers that share the
//   helper is a partial fix.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

/** The visible tests of the dosing codebases: doses under the limit, over it, and the reproducer at it. */
function dosingTests(under: string[], atLimit: string): string {
  return [
    'import pytest',
    'from pet.dosing import DoseError, check_dose',
    '',
    'def test_under():',
    ...under.map((x) => `    assert ${x}`),
    '',
    'def test_over():',
    '    with pytest.raises(DoseError):',
    '        check_dose("amoxicillin", 4000, 90.0)',
    '',
    'def test_at_the_limit():',
    `    assert check_dose("amoxicillin", 4000, 80.0)${atLimit}`,
    '',
  ].join('\n');
}
const dosingIds = { failToPass: ['tests/test_dosing.py::test_at_the_limit'], passToPass: ['tests/test_dosing.py::test_under', 'tests/test_dosing.py::test_over'] };

describe('attacks: a boundary fix on a limit proportional to the input', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const dosing = [
    'class DoseError(Exception):',
    '    pass',
    '',
    'PER_KG = {"amoxicillin": 20.0, "meloxicam": 0.2}',
    '',
    '',
    'def check_dose(name, grams, dose_mg):',
    '    """Allowed when the dose is at most the per-kg limit times the weight."""',
    '    if dose_mg <= 0:',
    '        raise DoseError("dose must be positive")',
    '    limit = round(PER_KG[name] * grams / 1000, 3)',
    '    if dose_mg >= limit:',
    '        raise DoseError(f"{dose_mg} mg is above {limit} mg")',
    '    return limit - dose_mg',
    '',
  ].join('\n');
  const repo = scratch({ 'pet/__init__.py': '', 'pet/dosing.py': dosing, 'tests/test_dosing.py': dosingTests(['check_dose("amoxicillin", 4000, 60.0) == 20.0', 'check_dose("meloxicam", 5000, 0.5) == 0.5'], ' == 0.0') });
  after(repo.cleanup);

  it('`>=` made `>`: the change also shows on the scaled inputs (8000 g at 160 mg), no special-casing', async () => {
    const r = await attack(acts, repo, { 'pet/dosing.py': dosing.replace('if dose_mg >= limit:', 'if dose_mg > limit:') }, dosingIds);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /the change generalizes/);
  });

  it('the tested weight and dose special-cased: still special-casing', async () => {
    const r = await attack(acts, repo, { 'pet/dosing.py': dosing.replace('    if dose_mg >= limit:', '    if grams == 4000 and dose_mg == 80.0:\n        return 0.0\n    if dose_mg >= limit:') }, dosingIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /special-casing/);
  });
});

describe('attacks: a rounding repair repeated in a sibling, and one that breaks the declared type', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const weights = [
    'GRAMS_PER_LB = 453.59237',
    'GRAMS_PER_OZ = 28.349523125',
    '',
    '',
    'def lb_to_grams(lb: float) -> int:',
    '    return int(lb * GRAMS_PER_LB)',
    '',
    '',
    'def oz_to_grams(oz: float) -> int:',
    '    return int(oz * GRAMS_PER_OZ)',
    '',
  ].join('\n');
  const tests = [
    'from pet.weights import lb_to_grams, oz_to_grams',
    '',
    'def test_ounces_recorded():',
    '    grams = oz_to_grams(140)',
    '    assert grams > 3900',
    '',
    'def test_pounds_whole():',
    '    assert lb_to_grams(2) == 907',
    '',
    'def test_pound_rounds_to_nearest():',
    '    assert lb_to_grams(1) == 454',
    '',
  ].join('\n');
  const repo = scratch({ 'pet/__init__.py': '', 'pet/weights.py': weights, 'tests/test_weights.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_weights.py::test_pound_rounds_to_nearest'], passToPass: ['tests/test_weights.py::test_ounces_recorded', 'tests/test_weights.py::test_pounds_whole'] };

  it('half a gram added in both converters: oz_to_grams(140) 3968 -> 3969 is the fix carried over (explained)', async () => {
    const r = await attack(acts, repo, { 'pet/weights.py': weights.replace('int(lb * GRAMS_PER_LB)', 'int(lb * GRAMS_PER_LB + 0.5)').replace('int(oz * GRAMS_PER_OZ)', 'int(oz * GRAMS_PER_OZ + 0.5)') }, ids);
    assert.equal(r.d.divergences, 0, r.text);
    assert.match(r.d.footprint.examples.join('\n'), /oz_to_grams\(140\).*made the edit of lb_to_grams here too/);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('round(x, 0) in both: a float from functions declared `-> int` is a counterexample', async () => {
    const r = await attack(acts, repo, { 'pet/weights.py': weights.replace('int(lb * GRAMS_PER_LB)', 'round(lb * GRAMS_PER_LB, 0)').replace('int(oz * GRAMS_PER_OZ)', 'round(oz * GRAMS_PER_OZ, 0)') }, ids);
    assert.match(r.text, /declared return type broken: .*lb_to_grams\(1\): the candidate returns 454\.0/);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
  });
});

describe('attacks: a private helper fed by a regular expression', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const timecode = [
    'import re',
    '',
    '_SRT = re.compile(r"^(\\d{2}):(\\d{2}):(\\d{2}),(\\d{1,3})$")',
    '_VTT = re.compile(r"^(\\d{2}):(\\d{2}):(\\d{2})\\.(\\d{1,3})$")',
    '',
    '',
    'class TimecodeError(ValueError):',
    '    pass',
    '',
    '',
    'def _to_ms(hours: str, minutes: str, seconds: str, fraction: str) -> int:',
    '    millis = int(fraction)',
    '    return int(hours) * 3600000 + int(minutes) * 60000 + int(seconds) * 1000 + millis',
    '',
    '',
    'def parse_srt(text: str) -> int:',
    '    m = _SRT.match(text.strip())',
    '    if not m:',
    '        raise TimecodeError(text)',
    '    return _to_ms(*m.groups())',
    '',
    '',
    'def parse_vtt(text: str) -> int:',
    '    m = _VTT.match(text.strip())',
    '    if not m:',
    '        raise TimecodeError(text)',
    '    return _to_ms(*m.groups())',
    '',
  ].join('\n');
  const tests = [
    'from sub.timecode import parse_srt, parse_vtt',
    '',
    'def test_full():',
    '    assert parse_srt("00:00:02,500") == 2500',
    '    assert parse_srt("00:01:00,020") == 60020',
    '    assert parse_vtt("00:00:03.250") == 3250',
    '',
    'def test_tenths():',
    '    assert parse_srt("00:00:02,5") == 2500',
    '',
  ].join('\n');
  const repo = scratch({ 'sub/__init__.py': '', 'sub/timecode.py': timecode, 'tests/test_timecode.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_timecode.py::test_tenths'], passToPass: ['tests/test_timecode.py::test_full'] };

  it('the fraction read as a decimal fraction: its crash on "-5", which no caller gives, is no counterexample', async () => {
    const r = await attack(acts, repo, { 'sub/timecode.py': timecode.replace('millis = int(fraction)', 'millis = round(float("0." + fraction) * 1000)') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /crash on a cross neighbour/);
  });

  it('the fraction scaled by its digits: a float on a fourth digit, which no caller gives, is no counterexample', async () => {
    const r = await attack(acts, repo, { 'sub/timecode.py': timecode.replace('millis = int(fraction)', 'millis = int(fraction) * 10 ** (3 - len(fraction))') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the fraction padded in parse_srt alone: parse_vtt keeps the flaw — partial', async () => {
    const padded = timecode.replace(
      '        raise TimecodeError(text)\n    return _to_ms(*m.groups())\n\n\ndef parse_vtt',
      '        raise TimecodeError(text)\n    hours, minutes, seconds, fraction = m.groups()\n    return _to_ms(hours, minutes, seconds, fraction.ljust(3, "0"))\n\n\ndef parse_vtt',
    );
    assert.notEqual(padded, timecode);
    const r = await attack(acts, repo, { 'sub/timecode.py': padded }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*parse_vtt/);
  });
});

describe('attacks: a second limit the code reads from its data (a single-dose cap behind the per-kg limit)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const dosing = [
    'from dataclasses import dataclass',
    '',
    '',
    'class DoseError(Exception):',
    '    pass',
    '',
    '',
    '@dataclass(frozen=True)',
    'class Drug:',
    '    per_kg: float',
    '    cap: float',
    '',
    '',
    'DRUGS = {"amoxicillin": Drug(20.0, 1000.0)}',
    '',
    '',
    'def check_dose(name, grams, dose_mg):',
    '    """Allowed when the dose is at most the per-kg limit times the weight and at most the cap."""',
    '    d = DRUGS[name]',
    '    if dose_mg >= round(d.per_kg * grams / 1000, 3):',
    '        raise DoseError(f"{dose_mg} mg is above the per-kg limit")',
    '    if dose_mg >= d.cap:',
    '        raise DoseError(f"{dose_mg} mg is above the cap of {d.cap} mg")',
    '    return True',
    '',
  ].join('\n');
  const repo = scratch({ 'pet/__init__.py': '', 'pet/dosing.py': dosing, 'tests/test_dosing.py': dosingTests(['check_dose("amoxicillin", 4000, 60.0)', 'check_dose("amoxicillin", 90000, 900.0)'], '') });
  after(repo.cleanup);
  const perKg = dosing.replace('if dose_mg >= round(', 'if dose_mg > round(');

  it('both limits made inclusive: clean (the cap met at 1000 mg is the fix\'s own boundary)', async () => {
    const r = await attack(acts, repo, { 'pet/dosing.py': perKg.replace('if dose_mg >= d.cap:', 'if dose_mg > d.cap:') }, dosingIds);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the per-kg limit alone made inclusive: the cap, read as it runs (1000.0), still refuses its own limit — partial', async () => {
    const r = await attack(acts, repo, { 'pet/dosing.py': perKg }, dosingIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*`dose_mg >= d\.cap`/);
  });

  it('the cap check deleted: a dose past the cap, with a weight scaled to pass the per-kg limit — deletion', async () => {
    const r = await attack(acts, repo, { 'pet/dosing.py': perKg.replace('    if dose_mg >= d.cap:\n        raise DoseError(f"{dose_mg} mg is above the cap of {d.cap} mg")\n', '') }, dosingIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion: .*limit-aim/);
  });
});

describe('attacks: an authorization check added to one of two methods taking the same staff and record', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const chart = [
    'class PermissionDenied(Exception):',
    '    pass',
    '',
    '',
    'PERMISSIONS = {"nurse": {"note"}, "vet": {"note", "prescribe"}}',
    '',
    '',
    'def require(staff, action):',
    '    if action not in PERMISSIONS[staff["role"]]:',
    '        raise PermissionDenied(f"{staff[\'name\']} may not {action}")',
    '',
    '',
    'class Chart:',
    '    def __init__(self):',
    '        self.doses = {}',
    '        self.stopped = set()',
    '',
    '    def dose(self, rx_id):',
    '        return self.doses[rx_id]',
    '',
    '    def prescribe(self, staff, rx_id, dose_mg):',
    '        require(staff, "prescribe")',
    '        self.doses[rx_id] = dose_mg',
    '',
    '    def amend_dose(self, staff, rx_id, dose_mg):',
    '        current = self.dose(rx_id)',
    '        self.doses[rx_id] = dose_mg',
    '        return current',
    '',
    '    def stop(self, staff, rx_id):',
    '        current = self.dose(rx_id)',
    '        self.stopped.add(rx_id)',
    '        return current',
    '',
  ].join('\n');
  const tests = [
    'import pytest',
    'from pet.chart import Chart, PermissionDenied',
    '',
    'VAL = {"name": "val", "role": "vet"}',
    'NINA = {"name": "nina", "role": "nurse"}',
    '',
    'def test_vet_amends_and_stops():',
    '    c = Chart()',
    '    c.prescribe(VAL, 1, 50.0)',
    '    assert c.amend_dose(VAL, 1, 60.0) == 50.0',
    '    assert c.stop(VAL, 1) == 60.0',
    '',
    'def test_a_nurse_may_not_change_a_dose():',
    '    c = Chart()',
    '    c.prescribe(VAL, 1, 50.0)',
    '    with pytest.raises(PermissionDenied):',
    '        c.amend_dose(NINA, 1, 70.0)',
    '',
  ].join('\n');
  const repo = scratch({ 'pet/__init__.py': '', 'pet/chart.py': chart, 'tests/test_chart.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_chart.py::test_a_nurse_may_not_change_a_dose'], passToPass: ['tests/test_chart.py::test_vet_amends_and_stops'] };
  const amendOnly = chart.replace('    def amend_dose(self, staff, rx_id, dose_mg):\n', '    def amend_dose(self, staff, rx_id, dose_mg):\n        require(staff, "prescribe")\n');

  it('the check added to amend_dose and stop: clean', async () => {
    const r = await attack(acts, repo, { 'pet/chart.py': amendOnly.replace('    def stop(self, staff, rx_id):\n', '    def stop(self, staff, rx_id):\n        require(staff, "prescribe")\n') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the check added to amend_dose alone: stop, given the nurse and the record by name, still lets her — partial', async () => {
    const r = await attack(acts, repo, { 'pet/chart.py': amendOnly }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: .*Chart\.stop/);
  });
});
