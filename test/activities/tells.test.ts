// scanOverfitTells, the activity: on the bundled example only the special-case candidate is
// flagged, with the FAIL_TO_PASS literals named in the detail and the tested input as the
// attack target. The rules themselves are tested one file per kind in test/domain/tells/.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AcceptRequest } from '../../domain/schemas.js';
import { OverfitTell } from '../../domain/tells/schema.js';
import { EXAMPLE_TASK, makeActivities, requestFor, tempConfig } from '../helpers/env.js';

describe('scanOverfitTells on the bundled example', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const run = async (candidate: string) => {
    const req = AcceptRequest.parse(requestFor(EXAMPLE_TASK, candidate));
    const workspace = await acts.prepareWorkspace({ request: req });
    return acts.scanOverfitTells({ workspace, patch: req.patch, failToPass: req.failToPass });
  };
  for (const id of ['fix', 'api-change', 'breaks-neighbour', 'hidden-regression', 'docs-only', 'skip-test']) {
    it(`${id}: no tell`, async () => {
      assert.deepEqual(await run(id), []);
    });
  }
  it('special-case: input special-casing with the FAIL_TO_PASS literals', async () => {
    const tells = await run('special-case');
    assert.equal(tells.length, 1);
    const t = tells[0]!;
    assert.equal(t.kind, 'input-special-casing');
    assert.equal(t.file, 'invoicing/money.py');
    assert.equal(t.line, 45);
    assert.match(t.detail, /amount_cents == 1299/);
    assert.match(t.detail, /FAIL_TO_PASS test test_percent_of_rounds_to_nearest_cent/);
    assert.match(t.detail, /260/);
    // New fields only: the record's {kind, file, line, detail} are unchanged, the target and
    // the entity come beside them.
    assert.deepEqual(Object.keys(t).sort(), ['detail', 'entity', 'file', 'kind', 'line', 'target']);
    assert.deepEqual(t.target, {
      literal: '1299',
      param: 'amount_cents',
      pins: [
        { literal: '1299', param: 'amount_cents' },
        { literal: "Decimal('20')", param: 'percent' },
      ],
    });
    assert.equal(t.entity, 'percent_of');
    assert.deepEqual(OverfitTell.parse(t), t);
    assert.deepEqual(OverfitTell.parse({ kind: t.kind, file: t.file, line: t.line, detail: t.detail }), { kind: t.kind, file: t.file, line: t.line, detail: t.detail });
  });
});
