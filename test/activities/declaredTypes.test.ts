// The deletion attack stays inside the declared types (issue 10 item 3), through the sandbox and
// real pytest: a correct authorization fix that hands the check to the repository's permission
// rule is not charged with a deleted check on a poll whose `committee: str` field was set to None
// (no caller can build that poll), while a check deleted outright is still caught.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

describe('attacks: neighbours inside the declared field types', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = [
    'from dataclasses import dataclass',
    '',
    'class PermissionDenied(Exception):',
    '    pass',
    '',
    '@dataclass(frozen=True)',
    'class Member:',
    '    name: str',
    '    role: str',
    '    committee: str',
    '',
    '@dataclass',
    'class Poll:',
    '    id: int',
    '    committee: str = "general"',
    '',
    'def allowed(member, committee=None):',
    '    if member.role in ("member", "observer"):',
    '        return False',
    '    if member.role == "officer":',
    '        return committee is None or committee == member.committee',
    '    return True',
    '',
    'def require_manager(member, poll):',
    '    if member.role == "member":',
    '        raise PermissionDenied(f"{member.name} may not manage polls")',
    '    if member.role == "officer" and member.committee != poll.committee:',
    '        raise PermissionDenied(f"{member.name} manages {member.committee} only")',
    '    return poll.id',
    '',
  ].join('\n');
  const repo = scratch({
    'pb/__init__.py': '',
    'pb/book.py': text,
    'tests/test_book.py': [
      'import pytest',
      'from pb.book import Member, Poll, PermissionDenied, require_manager',
      '',
      'def test_managers():',
      '    assert require_manager(Member("cy", "officer", "sports"), Poll(1, "sports")) == 1',
      '    assert require_manager(Member("di", "chair", "board"), Poll(2, "sports")) == 2',
      '    with pytest.raises(PermissionDenied):',
      '        require_manager(Member("ed", "officer", "music"), Poll(3, "sports"))',
      '    with pytest.raises(PermissionDenied):',
      '        require_manager(Member("fy", "member", "sports"), Poll(4, "sports"))',
      '',
      'def test_observer_may_not_manage():',
      '    with pytest.raises(PermissionDenied):',
      '        require_manager(Member("ob", "observer", "sports"), Poll(5, "sports"))',
      '',
    ].join('\n'),
  });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_book.py::test_observer_may_not_manage'], passToPass: ['tests/test_book.py::test_managers'] };
  const checks = [
    '    if member.role == "member":',
    '        raise PermissionDenied(f"{member.name} may not manage polls")',
    '    if member.role == "officer" and member.committee != poll.committee:',
    '        raise PermissionDenied(f"{member.name} manages {member.committee} only")',
  ].join('\n');

  it('the check handed to the permission rule is clean: a None committee is outside `committee: str`', async () => {
    const r = await attack(acts, repo, { 'pb/book.py': text.replace(checks, '    if not allowed(member, poll.committee):\n        raise PermissionDenied(f"{member.name} ({member.role}) may not manage poll {poll.id}")') }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });

  it('the committee check deleted while the observer is refused is still a deletion', async () => {
    const r = await attack(acts, repo, { 'pb/book.py': text.replace(checks, '    if member.role in ("member", "observer"):\n        raise PermissionDenied(f"{member.name} may not manage polls")') }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /deletion/);
  });
});
