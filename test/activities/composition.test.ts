// The composition attack (activities/composition.ts, python/patchgate_tools/compose.py) through the
// real sandbox and pytest. A ride is charged for every stop it passes through, the boarding stop
// included, and should not be: `ride(stops, a, b)` returns (fare, names) and `fare_of(stops,
// names)` prices a list of names the same way, so on the pre-edit `fare_of(stops, ride(...)[1])`
// is always `ride(...)[0]`.
// - `ride` fixed alone: `fare_of` still charges the boarding stop; the two no longer agree — a
//   partial fix;
// - both fixed: they agree again, clean.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const fares = [
  'def ride(stops, a, b):',
  '    """(fare, names) of a ride from stop a to stop b (indexes into stops, a list of (name, fare))."""',
  '    if a > b:',
  '        raise ValueError("a ride goes forward")',
  '    legs = stops[a:b + 1]',
  '    return sum(f for _, f in legs), [n for n, _ in legs]',
  '',
  '',
  'def fare_of(stops, names):',
  '    """The fare of riding through the named stops, in order."""',
  '    by_name = dict(stops)',
  '    return sum(by_name[n] for n in names)',
  '',
].join('\n');

const tests = [
  'from bus_.fares import fare_of, ride',
  '',
  'LINE = [("depot", 5), ("mill", 2), ("bridge", 3), ("quay", 4)]',
  '',
  '',
  'def test_ride_names():',
  '    assert ride(LINE, 1, 3)[1] == ["mill", "bridge", "quay"]',
  '    assert ride(LINE, 0, 1)[1] == ["depot", "mill"]',
  '',
  '',
  'def test_fare_of_empty():',
  '    assert fare_of(LINE, []) == 0',
  '',
  '',
  'def test_boarding_stop_is_free():',
  '    assert ride(LINE, 0, 2)[0] == 5',
  '',
].join('\n');

describe('attacks: a figure two functions agreed on, computed two ways (composition attack)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'bus_/__init__.py': '', 'bus_/fares.py': fares, 'tests/test_fares.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_fares.py::test_boarding_stop_is_free'], passToPass: ['tests/test_fares.py::test_ride_names', 'tests/test_fares.py::test_fare_of_empty'] };
  const fixRide = (t: string) => t.replace('    return sum(f for _, f in legs), [n for n, _ in legs]\n', '    return sum(f for _, f in legs[1:]), [n for n, _ in legs]\n');
  const fixFareOf = (t: string) => t.replace('    return sum(by_name[n] for n in names)\n', '    return sum(by_name[n] for n in names[1:])\n');

  it('ride fixed alone: partial, fare_of no longer agrees with it', async () => {
    const r = await attack(acts, repo, { 'bus_/fares.py': fixRide(fares) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: on the pre-edit, fare_of given item 1 of its result of ride answered item 0 of its result on every one of \d+ inputs, the reproducer's among them; the candidate breaks that agreement/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'bus_/fares.py': fixFareOf(fixRide(fares)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /composition attack: .*no agreement broken/);
  });
});
