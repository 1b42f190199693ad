// The constant-shift attack on real scratch repositories, through the sandbox and real pytest
// (issue 10 item 2): a limit moved instead of a comparison fixed moves an untested boundary in
// another reader (caught, in a reader the tests call and in one they never call), and its
// protective twin, a limit moved that every reader uses alike (clean).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: a moved module constant', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const elo = [
    'MASTER = 2400  # 2400 or more: K = 10',
    '',
    'def k_factor(rating):',
    '    if rating > MASTER:',
    '        return 10',
    '    return 20',
    '',
    'def band(rating):',
    '    return "master" if rating >= MASTER else "established"',
    '',
  ].join('\n');
  const fines = [
    'GRACE = 2  # up to this many days late is free',
    '',
    'def chargeable(late):',
    '    if late < GRACE:',
    '        return 0',
    '    return late',
    '',
    'def status(late, due):',
    '    if late < GRACE:',
    '        return "grace"',
    '    return "overdue"',
    '',
    'def free_until(due):',
    '    return due + GRACE',
    '',
  ].join('\n');
  const loans = [
    'MAX_RENEWALS = 2  # how often a loan may be renewed',
    '',
    'def can_renew(renewals):',
    '    return renewals < MAX_RENEWALS',
    '',
    'def renewal_label(renewals):',
    '    return "renewable" if renewals < MAX_RENEWALS else "final"',
    '',
  ].join('\n');
  const repo = scratch({
    'tk/__init__.py': '',
    'tk/loans.py': loans,
    'tests/test_loans.py': [
      'from tk.loans import can_renew, renewal_label',
      '',
      'def test_renewals():',
      '    assert can_renew(0) and not can_renew(5)',
      '    assert renewal_label(1) == "renewable" and renewal_label(6) == "final"',
      '',
      'def test_third_renewal():',
      '    assert can_renew(2)',
      '',
    ].join('\n'),
    'tk/elo.py': elo,
    'tk/fines.py': fines,
    'tests/test_elo.py': [
      'from tk.elo import k_factor, band',
      '',
      'def test_bands():',
      '    assert k_factor(2500) == 10 and k_factor(2000) == 20',
      '    assert band(2500) == "master" and band(2100) == "established"',
      '',
      'def test_k_at_2400():',
      '    assert k_factor(2400) == 10',
      '',
    ].join('\n'),
    'tests/test_fines.py': [
      'from tk.fines import chargeable, status',
      '',
      'def test_fines():',
      '    assert chargeable(0) == 0 and chargeable(5) == 5',
      '    assert status(1, 10) == "grace" and status(6, 10) == "overdue"',
      '',
      'def test_two_days_late_is_free():',
      '    assert chargeable(2) == 0',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const eloIds = { failToPass: ['tests/test_elo.py::test_k_at_2400'], passToPass: ['tests/test_elo.py::test_bands'] };
  const fineIds = { failToPass: ['tests/test_fines.py::test_two_days_late_is_free'], passToPass: ['tests/test_fines.py::test_fines'] };

  it('a limit moved by one instead of `>` made `>=` moves band, which reads it with `>=`: a counterexample', async () => {
    const r = await attack(acts, repo, { 'tk/elo.py': elo.replace('MASTER = 2400', 'MASTER = 2399') }, eloIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /constant shift: the candidate moves MASTER from 2400 to 2399, which changes band .*band\(2399\): pre-edit returned 'established'; candidate returned 'master'/);
  });

  it('the comparison fixed instead is clean', async () => {
    const r = await attack(acts, repo, { 'tk/elo.py': elo.replace('    if rating > MASTER:', '    if rating >= MASTER:') }, eloIds);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('a limit every reader compares alike, moved: the same fix reaching both, not probed', async () => {
    // MAX_RENEWALS 2 -> 3 fixes can_renew(2) and moves renewal_label(2) too, as the same rule must
    const r = await attack(acts, repo, { 'tk/loans.py': loans.replace('MAX_RENEWALS = 2 ', 'MAX_RENEWALS = 3 ') }, { failToPass: ['tests/test_loans.py::test_third_renewal'], passToPass: ['tests/test_loans.py::test_renewals'] });
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /constant shift:/);
    assert.match(r.text, /constant-shift attack: not run \(every other reader uses the moved constant as the fixed function does\)/);
  });

  it('a reader no test calls borrows another function\'s recorded arguments by name: free_until moves', async () => {
    const r = await attack(acts, repo, { 'tk/fines.py': fines.replace('GRACE = 2 ', 'GRACE = 3 ') }, fineIds);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /constant shift: the candidate moves GRACE from 2 to 3, which changes free_until .*\(the arguments of status's call in tests\/test_fines\.py::test_fines/);
  });
});
