// runTests: per-test limits from the baseline's measured times (issue 13.3). The baseline run
// uses the cap (no times yet) and caches its times; a candidate run then gives each test
// factor × its baseline time within [floor, cap], so a hanging candidate test costs the floor —
// not the cap, not the sandbox wall clock — and is typed `timeout` by name.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AcceptRequest } from '../../domain/schemas.js';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { makeMiniRepo, miniPatch } from '../helpers/miniRepo.js';

describe('runTests: per-test time limits', () => {
  const tmp = tempConfig({ wall_seconds: 60 });
  tmp.config.tests = { timeout_floor_seconds: 2, timeout_cap_seconds: 6, timeout_factor: 10, collection_timeout_seconds: 30 };
  after(tmp.cleanup);
  const acts = makeActivities(tmp.config);
  const repo = makeMiniRepo();
  const ids = ['tests/test_core.py::test_clamp_high', 'tests/test_core.py::test_clamp_low', 'tests/test_core.py::test_mean'];
  const hang = miniPatch('        return low', ['        while True:', '            pass']);
  const prep = () => acts.prepareWorkspace({ request: AcceptRequest.parse({ repo: { path: repo, commit: 'HEAD' }, patch: hang }) });

  it('the baseline uses the cap and records its times; the candidate then gets the floor, from the cached baseline', async () => {
    const ws = await prep();
    const base = await acts.runTests({ workspace: ws, tree: 'baseline', ids, restoreProtected: [] });
    assert.equal(base.outcomes['tests/test_core.py::test_clamp_high'], 'failed');
    for (const id of ids) assert.ok((base.durations?.[id] ?? -1) >= 0, `a time for ${id}`);
    const t0 = Date.now();
    const cand = await acts.runTests({ workspace: ws, tree: 'candidate', ids, restoreProtected: [] });
    const secs = (Date.now() - t0) / 1000;
    assert.deepEqual(cand.outcomes, {
      'tests/test_core.py::test_clamp_high': 'timeout',
      'tests/test_core.py::test_clamp_low': 'passed',
      'tests/test_core.py::test_mean': 'passed',
    });
    assert.deepEqual(cand.testTimeouts, [{ id: 'tests/test_core.py::test_clamp_high', limitSeconds: 2 }], 'the floor: 10 × a few ms is less');
    assert.equal(cand.timedOut, false);
    assert.ok(secs < 40, `${secs} s`);
  });

  it('baseline times given by the caller take precedence; ids without a time get the cap', async () => {
    const ws = await prep();
    const some = [ids[0]!, ids[2]!];
    const given = await acts.runTests({ workspace: ws, tree: 'candidate', ids: some, restoreProtected: [], baselineDurations: { [ids[0]!]: 0.3 } });
    assert.deepEqual(given.testTimeouts, [{ id: ids[0], limitSeconds: 3 }], '10 × 0.3 s');
    const none = await acts.runTests({ workspace: ws, tree: 'candidate', ids: [ids[0]!], restoreProtected: [] });
    assert.deepEqual(none.testTimeouts, [{ id: ids[0], limitSeconds: 6 }], 'no cached baseline for these ids: the cap');
    assert.equal(none.outcomes[ids[0]!], 'timeout');
  });
});
