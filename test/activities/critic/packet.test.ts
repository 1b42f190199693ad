// Spec 22 phases 1–2 against the bundled example: the packet has exactly the five elements; the
// four blinded fields are absent even when a harness supplies all of them (as request fields, in
// the patch's preamble, in an added comment and inside the issue text); a two-hunk patch
// decomposes into two atomic edits with distinct stable ids; the code graph finds the callers;
// no LLM is consulted.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { AcceptRequest } from '../../../domain/schemas.js';
import type { Workspace } from '../../../domain/schemas.js';
import { REVIEW_PACKET_ELEMENTS, ReviewPacket, WHOLE_PATCH } from '../../../domain/critic/schemas.js';
import type { ReviewImpact } from '../../../domain/critic/schemas.js';
import { createActivities } from '../../../activities/index.js';
import { makeBuildReviewPacket, failureSections } from '../../../activities/critic/buildPacket.js';
import type { BuildPacketInput, BuildPacketResult } from '../../../activities/critic/buildPacket.js';
import { decomposeEdits } from '../../../activities/critic/atomicEdits.js';
import { Sandbox } from '../../../infra/sandbox.js';
import { EXAMPLE_TASK, requestFor, tempConfig } from '../../helpers/env.js';
import { CountingLlm, GENERATOR_MODEL, RATIONALE, TWO_HUNK_IDS, TWO_HUNK_PATCH, leakyHiddenRegression } from './fixtures.js';

describe('buildReviewPacket (spec 22 phases 1–2)', () => {
  const { config, cleanup } = tempConfig();
  const sandbox = Sandbox.fromConfig(config);
  const llm = new CountingLlm();
  const acts = createActivities({ config, sandbox, llm });
  const build = makeBuildReviewPacket({ config, sandbox, llm });
  const run = (i: BuildPacketInput) => new MockActivityEnvironment().run(build, i) as Promise<BuildPacketResult>;
  let ws: Workspace;
  let impact: ReviewImpact;
  const leaky = leakyHiddenRegression();
  let built: BuildPacketResult;

  before(async () => {
    ws = await acts.prepareWorkspace({ request: AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'hidden-regression', { patch: String(leaky.request.patch) })) });
    assert.equal(ws.applyFailure, null);
    impact = await acts.computeReviewImpact({ workspace: ws, patch: String(leaky.request.patch) });
    built = await run({ workspace: ws, request: leaky.request, impact });
  });
  after(() => {
    assert.equal(llm.calls, 0, 'no LLM consulted by packet construction, blinding or decomposition');
    cleanup();
  });

  it('the packet has exactly the five elements', () => {
    assert.deepEqual(Object.keys(built.packet), [...REVIEW_PACKET_ELEMENTS]);
    ReviewPacket.parse(built.packet);
    assert.deepEqual(Object.keys(built.packet.candidate_patch), ['atomic_edits', 'whole_patch']);
  });

  it('the four blinded fields are absent even when all four are supplied', () => {
    const text = JSON.stringify(built.packet);
    for (const s of leaky.secrets) assert.doesNotMatch(text, s, `leaked: ${s}`);
    assert.ok(!text.includes(RATIONALE));
    for (const f of ['generator_rationale', 'self_confidence', 'peer_votes', 'provenance'] as const) {
      assert.ok(built.blind.byField[f] > 0, `${f} was supplied and must be recorded as stripped`);
    }
    assert.deepEqual(built.blind.leakCheck, [], 'the leak check over the assembled packet is clean');
    assert.equal(built.unblinded, null);
    const sources = built.blind.removed.map((r) => r.source);
    for (const s of ['request.generatorRationale', 'request.selfConfidence', 'request.peerVotes', 'request.generatorModel', 'request.provenance', 'request.agentNotes']) {
      assert.ok(sources.includes(s), `${s} recorded`);
    }
    assert.ok(sources.some((s) => s.startsWith('patch preamble')));
    assert.ok(sources.some((s) => s.startsWith('issue line')));
    assert.ok(sources.some((s) => s.startsWith('E1:invoicing/money.py:42')));
    // the code under review is intact: only the leaking comment was replaced
    assert.match(built.packet.candidate_patch.atomic_edits[0]!.hunk, /\+ {4}return int\(raw \+ Decimal\("0\.5"\)\)/);
  });

  it('the five elements carry the evidence', () => {
    const p = built.packet;
    assert.match(p.specification, /VAT and percentage discounts are rounded down/);
    assert.match(p.specification, /FAIL_TO_PASS .*test_percent_of_rounds_to_nearest_cent/);
    assert.match(p.specification, /def test_vat_is_rounded_to_nearest_cent/, 'the reproducer source, from the pre-edit tree');
    assert.match(p.diagnosed_root_cause, /test_percent_of_rounds_to_nearest_cent: failed on the pre-edit tree/);
    assert.match(p.diagnosed_root_cause, /assert 259 == 260/, 'the assertion of the reproduced failure');
    assert.ok(p.preservation_obligations.includes('PASS_TO_PASS must keep passing: tests/test_invoice.py::test_credit_note_is_negative'));
    assert.ok(p.preservation_obligations.some((o) => /documented contract of invoicing\/money.py:percent_of .*negative amounts too/.test(o)));
    assert.ok(p.preservation_obligations.some((o) => /callers rely on invoicing\/money.py:percent_of .*tax_for/.test(o)));
    assert.deepEqual(p.impact_evidence.changed_entities, ['invoicing/money.py:percent_of']);
    assert.deepEqual(p.impact_evidence.dependent_modules, ['invoicing/__init__.py', 'invoicing/discounts.py', 'invoicing/tax.py']);
    assert.ok(p.impact_evidence.callers.some((c) => c.startsWith('invoicing/tax.py:12 tax_for')));
    assert.deepEqual(built.editIds, ['E1:invoicing/money.py:42']);
    assert.ok(p.candidate_patch.whole_patch.startsWith('--- a/invoicing/money.py\n+++ b/invoicing/money.py\n@@ -42,7 +42,8 @@'));
    assert.ok(built.rootCause.ran);
  });

  it('a two-hunk patch → two atomic edits with distinct stable ids, plus the whole-patch view', async () => {
    const d = decomposeEdits(TWO_HUNK_PATCH);
    assert.deepEqual(d.edits.map((e) => e.edit_id), TWO_HUNK_IDS);
    assert.deepEqual(decomposeEdits(TWO_HUNK_PATCH).edits.map((e) => e.edit_id), TWO_HUNK_IDS, 'stable');
    const ws2 = await acts.prepareWorkspace({ request: AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'fix', { patch: TWO_HUNK_PATCH })) });
    const imp = await acts.computeReviewImpact({ workspace: ws2, patch: TWO_HUNK_PATCH });
    assert.deepEqual(imp.changedEntities.map((e) => e.entity), ['percent_of', 'round_cents']);
    const b = await run({ workspace: ws2, request: { patch: TWO_HUNK_PATCH, issue: 'x', changeClass: 'normal_bug_fix', failToPass: [] }, impact: imp });
    assert.equal(b.packet.candidate_patch.atomic_edits.length, 2);
    assert.deepEqual(b.packet.candidate_patch.atomic_edits.map((e) => e.edit_id), TWO_HUNK_IDS);
    assert.notEqual(b.packet.candidate_patch.atomic_edits[0]!.hunk, b.packet.candidate_patch.atomic_edits[1]!.hunk);
    for (const e of b.packet.candidate_patch.atomic_edits) assert.ok(b.packet.candidate_patch.whole_patch.includes(e.hunk));
    assert.ok(!TWO_HUNK_IDS.includes(WHOLE_PATCH));
    assert.match(b.packet.diagnosed_root_cause, /No FAIL_TO_PASS reproducer was given/);
  });

  it('under the no_blinding ablation the generator artifacts are handed over, unscrubbed', async () => {
    const b = await run({ workspace: ws, request: leaky.request, impact, noBlinding: true });
    assert.equal(b.blind.ablated, true);
    assert.ok(b.unblinded?.generator_rationale?.some((r) => r.includes(RATIONALE)));
    assert.ok(b.unblinded?.provenance?.some((r) => r.includes(GENERATOR_MODEL)));
    assert.ok(b.unblinded?.self_confidence?.length);
    assert.ok(b.unblinded?.peer_votes?.length);
  });

  it('extracts the failure sections of pytest output', () => {
    const out = 'x\n=================================== FAILURES ===================================\n___ t ___\nE   assert 1 == 2\n=========================== short test summary info ============================\nFAILED t.py::t - assert 1 == 2\n1 failed in 0.1s\n';
    assert.match(failureSections(out), /^=+ FAILURES =+\n___ t ___\nE {3}assert 1 == 2/);
  });
});
