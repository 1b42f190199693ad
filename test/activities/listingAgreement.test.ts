// The listing attack (domain/behaviour/listing.ts) through the real sandbox and pytest. A shelf
// lends items: `take(member, item_id)` refuses what the member may not take, `offered(member)`
// lists what they may. A helper may take anything on their own site, and should not take another
// member's reserved item. On the pre-edit, `take` accepted a call exactly when `offered` listed
// its item (the recorded calls give both outcomes: another site's member is refused and not
// offered anything).
// - the check added inside `take` alone: partial (`offered` still lists the reserved item);
// - both fixed: clean. (The visible tests list only for `ann`, whose listing the fix leaves alone: a
//   listing of `hal` recorded by a passing test would diverge on the complete fix, a divergence the
//   differential cannot yet explain by the refusal the fix adds.)
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const shelf = [
  'from dataclasses import dataclass',
  '',
  '',
  'class Denied(Exception):',
  '    pass',
  '',
  '',
  '@dataclass',
  'class Member:',
  '    name: str',
  '    site: str',
  '    role: str',
  '',
  '',
  '@dataclass',
  'class Item:',
  '    id: str',
  '    reserved_for: str | None = None',
  '',
  '',
  'class Shelf:',
  '    def __init__(self, site):',
  '        self.site = site',
  '        self._items = {}',
  '',
  '    def put(self, item):',
  '        self._items[item.id] = item',
  '',
  '    def take(self, member, item_id):',
  '        item = self._items[item_id]',
  '        if member.site != self.site:',
  '            raise Denied(f"{member.name} is not on site {self.site}")',
  '        del self._items[item_id]',
  '        return item',
  '',
  '    def offered(self, member):',
  '        """The items the member may take."""',
  '        if member.site != self.site:',
  '            return []',
  '        return [i.id for i in self._items.values()]',
  '',
].join('\n');

const tests = [
  'import pytest',
  'from lend_.shelf import Denied, Item, Member, Shelf',
  '',
  'ANN = Member("ann", "north", "member")',
  'HAL = Member("hal", "north", "helper")',
  'OLA = Member("ola", "south", "helper")',
  '',
  '',
  'def shelf():',
  '    s = Shelf("north")',
  '    s.put(Item("a1"))',
  '    s.put(Item("b2", reserved_for="ann"))',
  '    return s',
  '',
  '',
  'def test_take_and_offer():',
  '    s = shelf()',
  '    assert "a1" in s.offered(ANN)',
  '    assert s.take(HAL, "a1").id == "a1"',
  '    assert s.take(ANN, "b2").id == "b2"',
  '',
  '',
  'def test_other_site_refused():',
  '    s = shelf()',
  '    assert s.offered(OLA) == []',
  '    with pytest.raises(Denied):',
  '        s.take(OLA, "a1")',
  '    with pytest.raises(Denied):',
  '        s.take(OLA, "b2")',
  '',
  '',
  'def test_reserved_item_is_not_taken_by_another():',
  '    s = shelf()',
  '    with pytest.raises(Denied):',
  '        s.take(HAL, "b2")',
  '',
].join('\n');

describe('attacks: a refused item still listed by the sibling that offers (listing attack)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'lend_/__init__.py': '', 'lend_/shelf.py': shelf, 'tests/test_shelf.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_shelf.py::test_reserved_item_is_not_taken_by_another'], passToPass: ['tests/test_shelf.py::test_take_and_offer', 'tests/test_shelf.py::test_other_site_refused'] };
  const fixTake = (t: string) =>
    t.replace('        del self._items[item_id]\n', '        if item.reserved_for not in (None, member.name):\n            raise Denied(f"{item_id} is reserved")\n        del self._items[item_id]\n');
  const fixOffered = (t: string) => t.replace('        return [i.id for i in self._items.values()]\n', '        return [i.id for i in self._items.values() if i.reserved_for in (None, member.name)]\n');

  it('take fixed alone: partial, offered still lists the reserved item', async () => {
    const r = await attack(acts, repo, { 'lend_/shelf.py': fixTake(shelf) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the pre-edit, take accepted a call exactly when offered, given the same arguments by name, listed its item, on all \d+ sampled inputs \(\d+ accepted, \d+ refused\); the candidate now refuses .*'b2'.* still lists "b2"/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'lend_/shelf.py': fixOffered(fixTake(shelf)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
