// Spec 22 phase 6 against the bundled example, in the sandbox: a claim survives only when its
// test fails on the candidate and passes on the pre-edit (or counterfactual) tree; the outcome
// decides, and a 0.99 and a 0.51 finding get identical treatment. Each route runs for real.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { AcceptRequest } from '../../../domain/schemas.js';
import type { Workspace } from '../../../domain/schemas.js';
import { enforceSchema } from '../../../domain/critic/enforceSchema.js';
import { routeFalsification } from '../../../domain/critic/route.js';
import { createActivities } from '../../../activities/index.js';
import { makeRunReviewVerification } from '../../../activities/critic/runVerification.js';
import type { RunVerificationInput, VerificationResult } from '../../../activities/critic/runVerification.js';
import { decomposeEdits } from '../../../activities/critic/atomicEdits.js';
import { Sandbox } from '../../../infra/sandbox.js';
import { EXAMPLE_TASK, requestFor, tempConfig } from '../../helpers/env.js';
import { candidatePatch, killedFinding, regressionFinding, TWO_HUNK_IDS, TWO_HUNK_PATCH, UNDEFINED_NAME_PATCH } from './fixtures.js';

describe('runReviewVerification (spec 22 phase 6)', () => {
  const { config, cleanup } = tempConfig();
  const sandbox = Sandbox.fromConfig(config);
  const acts = createActivities({ config, sandbox });
  const verify = makeRunReviewVerification({ config, sandbox });
  const base = AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'fix'));
  const workspaces = new Map<string, Workspace>();

  async function workspaceFor(patch: string): Promise<Workspace> {
    if (!workspaces.has(patch)) {
      const ws = await acts.prepareWorkspace({ request: AcceptRequest.parse({ ...base, patch }) });
      assert.equal(ws.applyFailure, null);
      workspaces.set(patch, ws);
    }
    return workspaces.get(patch)!;
  }

  /** The whole deterministic path of one raw finding: schema → route → execution. With
   * `contract`, as the criticReview workflow runs it: FAIL_TO_PASS and the changed functions of
   * the code graph go along (issue 13.8). */
  async function check(patch: string, raw: Record<string, unknown>, contract = false): Promise<VerificationResult> {
    const ids = decomposeEdits(patch).edits.map((e) => e.edit_id);
    const s = enforceSchema([raw], ids);
    assert.equal(s.admitted.length, 1, JSON.stringify(s.rejected));
    const a = s.admitted[0]!;
    assert.equal(a.finding.severity, 'blocking', a.downgraded ?? '');
    const routing = routeFalsification(a.finding.claim, a.procedure!);
    const input: RunVerificationInput = {
      workspace: await workspaceFor(patch),
      patch,
      findingId: a.id,
      finding: a.finding,
      procedure: routing.procedure,
      testCommand: base.testCommand,
      testIds: [...base.failToPass, ...base.passToPass],
    };
    if (contract) {
      const ws = await workspaceFor(patch);
      const impact = await acts.computeReviewImpact({ workspace: ws, patch });
      input.failToPass = base.failToPass;
      input.changedEntities = impact.changedEntities.map((e) => ({ file: e.file, entity: e.entity }));
    }
    return new MockActivityEnvironment().run(verify, input) as Promise<VerificationResult>;
  }
  const comparable = (r: VerificationResult) => ({
    outcome: r.outcome,
    why: r.why,
    route: r.route,
    reference: r.evidence.reference,
    candidate: r.evidence.candidateRuns.map((x) => [x.verdict, x.outcomes]),
    reference_runs: r.evidence.referenceRuns.map((x) => [x.verdict, x.outcomes]),
  });

  before(async () => {
    await workspaceFor(candidatePatch('hidden-regression'));
  });
  after(cleanup);

  it('a real regression the visible tests miss is verified: fails on the candidate, passes on the pre-edit tree', async () => {
    const r = await check(candidatePatch('hidden-regression'), regressionFinding(0.99));
    assert.equal(r.route, 'test');
    assert.equal(r.outcome, 'verified', r.why);
    assert.equal(r.evidence.reference, 'pre-edit tree');
    assert.deepEqual(r.evidence.candidateRuns.map((x) => x.verdict), ['fail']);
    assert.deepEqual(r.evidence.referenceRuns.map((x) => x.verdict), ['pass']);
    assert.match(r.evidence.candidateRuns[0]!.tail, /-199/, 'the executed evidence shows the wrong value');
  });

  // Issue 13.8: the critic's test pins the OLD, buggy VAT (259 cents for 20 % of €12.99) — it fails
  // on the correct fix and passes on the pre-edit tree, exactly like a real regression.
  const pinsOldBehaviour = {
    location: 'E1:invoicing/money.py:42',
    claim: 'the patch changes the VAT of a €12.99 line from 259 to 260 cents, breaking existing invoices',
    severity: 'blocking',
    evidence: 'invoices issued before the patch show 259',
    falsification: 'from decimal import Decimal\nfrom invoicing.money import percent_of\n\ndef test_vat_stays_as_it_was():\n    assert percent_of(1299, Decimal("20")) == 259\n',
    confidence: 0.9,
  };

  it('a test that pins the old, buggy behaviour is killed against the FAIL_TO_PASS contract (it would survive the plain pre-edit tree)', async () => {
    const plain = await check(candidatePatch('fix'), pinsOldBehaviour);
    assert.equal(plain.outcome, 'verified', 'without the contract the old rule certifies the fix as a defect');
    const r = await check(candidatePatch('fix'), pinsOldBehaviour, true);
    assert.equal(r.outcome, 'killed', r.why);
    assert.match(r.why, /passes on the plain pre-edit tree but fails once the candidate's FAIL_TO_PASS behaviour is replayed there/);
    assert.match(r.why, /contradicts what FAIL_TO_PASS demands/);
    assert.equal(r.evidence.reference, "pre-edit tree with the candidate's FAIL_TO_PASS behaviour");
    assert.deepEqual(r.evidence.referenceRuns.map((x) => x.verdict), ['fail']);
  });

  it('a real regression still survives the FAIL_TO_PASS contract: the replayed pre-edit tree passes it and FAIL_TO_PASS', async () => {
    const r = await check(candidatePatch('hidden-regression'), regressionFinding(0.99), true);
    assert.equal(r.outcome, 'verified', r.why);
    assert.equal(r.evidence.reference, "pre-edit tree with the candidate's FAIL_TO_PASS behaviour");
    assert.match(r.why, /where FAIL_TO_PASS passes/);
  });

  it('a counterfactual that breaks FAIL_TO_PASS kills the claim (reverting the fix itself)', async () => {
    const r = await check(
      TWO_HUNK_PATCH,
      { ...pinsOldBehaviour, location: TWO_HUNK_IDS[1]!, falsification: `revert edit ${TWO_HUNK_IDS[1]}\n\n${pinsOldBehaviour.falsification}` },
      true,
    );
    assert.equal(r.route, 'counterfactual');
    assert.equal(r.outcome, 'killed', r.why);
    assert.match(r.why, /FAIL_TO_PASS fails there .*test_percent_of_rounds_to_nearest_cent/);
  });

  it('with no changed function to carry the contract, a test-route claim is unverifiable, never a defect', async () => {
    const ws = await workspaceFor(candidatePatch('fix'));
    const ids = decomposeEdits(candidatePatch('fix')).edits.map((e) => e.edit_id);
    const a = enforceSchema([pinsOldBehaviour], ids).admitted[0]!;
    const routing = routeFalsification(a.finding.claim, a.procedure!);
    const r = (await new MockActivityEnvironment().run(verify, {
      workspace: ws,
      patch: '',
      findingId: a.id,
      finding: a.finding,
      procedure: routing.procedure,
      testCommand: base.testCommand,
      testIds: [...base.failToPass, ...base.passToPass],
      failToPass: base.failToPass,
      changedEntities: [{ file: 'invoicing/money.py', entity: '<module>' }],
    })) as VerificationResult;
    assert.equal(r.outcome, 'unverifiable');
    assert.match(r.why, /no changed function carries the FAIL_TO_PASS contract/);
  });

  it('confidence has no effect: the same finding at 0.99 and at 0.51 is treated identically', async () => {
    const hi = await check(candidatePatch('hidden-regression'), regressionFinding(0.99));
    const lo = await check(candidatePatch('hidden-regression'), regressionFinding(0.51));
    assert.deepEqual(comparable(lo), comparable(hi));
    const khi = await check(candidatePatch('fix'), killedFinding(0.99));
    const klo = await check(candidatePatch('fix'), killedFinding(0.51));
    assert.deepEqual(comparable(klo), comparable(khi));
    assert.equal(khi.outcome, 'killed');
  });

  it('a claim whose test passes on the candidate is killed', async () => {
    const r = await check(candidatePatch('fix'), killedFinding(0.9));
    assert.equal(r.outcome, 'killed');
    assert.match(r.why, /passes on the candidate/);
  });

  it('a claim whose test fails on both trees is killed (the failure is not the patch’s doing)', async () => {
    const r = await check(candidatePatch('fix'), {
      ...killedFinding(0.9),
      claim: 'the fix computes 20 % of €12.99 as 260 cents, but 261 is required',
      falsification: 'from decimal import Decimal\nfrom invoicing.money import percent_of\n\ndef test_wrong():\n    assert percent_of(1299, Decimal("20")) == 261\n',
    });
    assert.equal(r.outcome, 'killed');
    assert.match(r.why, /fails on the pre-edit tree too/);
  });

  it('an existing test id runs as it is (a visible guard the patch keeps green: killed)', async () => {
    const r = await check(candidatePatch('hidden-regression'), {
      ...regressionFinding(0.8),
      falsification: 'run tests/test_invoice.py::test_credit_note_is_negative',
    });
    assert.equal(r.outcome, 'killed');
    assert.deepEqual(Object.keys(r.evidence.candidateRuns[0]!.outcomes), ['tests/test_invoice.py::test_credit_note_is_negative']);
  });

  it('counterfactual: reverting the guilty edit verifies, reverting the innocent one kills', async () => {
    const guard = 'tests/test_money.py::test_parse_amount_rounds_extra_decimals_half_up';
    const claim = (id: string) => ({
      location: id,
      claim: 'the edit changes round_cents to round halves to even, so parse_amount("0.125") no longer gives 13',
      severity: 'blocking',
      evidence: 'round_cents docstring: halves are rounded away from zero',
      falsification: `revert edit ${id} and run test ${guard}`,
      confidence: 0.7,
    });
    const guilty = await check(TWO_HUNK_PATCH, claim(TWO_HUNK_IDS[0]!));
    assert.equal(guilty.route, 'counterfactual');
    assert.equal(guilty.outcome, 'verified', guilty.why);
    assert.equal(guilty.evidence.reference, `candidate with ${TWO_HUNK_IDS[0]} reverted`);
    const innocent = await check(TWO_HUNK_PATCH, claim(TWO_HUNK_IDS[1]!));
    assert.equal(innocent.outcome, 'killed', innocent.why);
    assert.match(innocent.why, /fails on the candidate with E2:invoicing\/money\.py:42 reverted too/);
  });

  it("counterfactual with the critic's repair applied; an unappliable repair is unverifiable", async () => {
    const repair = [
      '--- a/invoicing/money.py',
      '+++ b/invoicing/money.py',
      '@@ -17,1 +17,1 @@',
      '-    return int(Decimal(value).quantize(_ONE, rounding="ROUND_HALF_EVEN"))',
      '+    return int(Decimal(value).quantize(_ONE, rounding=ROUND_HALF_UP))',
      '',
    ].join('\n');
    const finding = (diff: string) => ({
      location: TWO_HUNK_IDS[0]!,
      claim: 'round_cents no longer rounds halves away from zero',
      severity: 'blocking',
      evidence: 'docstring',
      falsification: `repair\n\`\`\`diff\n${diff}\`\`\`\nrun tests/test_money.py::test_parse_amount_rounds_extra_decimals_half_up`,
      confidence: 0.6,
    });
    const ok = await check(TWO_HUNK_PATCH, finding(repair));
    assert.equal(ok.outcome, 'verified', ok.why);
    assert.equal(ok.evidence.reference, "candidate with the critic's repair applied");
    const bad = await check(TWO_HUNK_PATCH, finding(repair.replace('@@ -17,1 +17,1 @@', '@@ -99,1 +99,1 @@').replace('ROUND_HALF_EVEN', 'NOPE')));
    assert.equal(bad.outcome, 'unverifiable', bad.why);
    const escape = await check(TWO_HUNK_PATCH, finding(repair.replace(/invoicing\/money\.py/g, '../../etc/x.py')));
    assert.equal(escape.outcome, 'unverifiable');
    assert.match(escape.why, /not an acceptable patch: path-escape/);
  });

  it('static analysis counts a new diagnostic only at the finding’s own edit and for its claim', async () => {
    const patch = TWO_HUNK_PATCH.replace('+    return round_cents(raw)', '+    return round_cents(raw) if raw else fallback_cents');
    const finding = (location: string, claim: string) => ({ ...regressionFinding(0.6), location, claim, falsification: 'static pyflakes invoicing/money.py' });
    const right = await check(patch, finding(TWO_HUNK_IDS[1]!, 'E2 returns fallback_cents, an undefined name'));
    assert.equal(right.outcome, 'verified', right.why);
    assert.deepEqual(right.evidence.newDiagnostics, ["invoicing/money.py: UndefinedName: undefined name 'fallback_cents'"]);
    const elsewhere = await check(patch, finding(TWO_HUNK_IDS[0]!, 'E1 introduces the undefined name fallback_cents'));
    assert.equal(elsewhere.outcome, 'killed', 'the new warning is not at E1');
    const otherClaim = await check(patch, finding(TWO_HUNK_IDS[1]!, 'E2 imports a module it never uses'));
    assert.equal(otherClaim.outcome, 'killed', 'the new warning is not what the claim says');
    assert.match(otherClaim.why, /none at the finding's location and about its claim/);
  });

  it('static analysis: a new undefined name is verified; a clean patch is killed', async () => {
    const v = await check(UNDEFINED_NAME_PATCH, { ...regressionFinding(0.6), claim: 'E1 uses an undefined name fallback_cents', falsification: 'static pyflakes invoicing/money.py' });
    assert.equal(v.route, 'static_analysis');
    assert.equal(v.outcome, 'verified', v.why);
    assert.deepEqual(v.evidence.newDiagnostics, ["invoicing/money.py: UndefinedName: undefined name 'fallback_cents'"]);
    const k = await check(candidatePatch('hidden-regression'), { ...regressionFinding(0.6), claim: 'type unsound', falsification: 'static pyflakes' });
    assert.equal(k.outcome, 'killed', k.why);
  });

  it('trace replay: a race claim runs N times per tree', async () => {
    const r = await check(candidatePatch('hidden-regression'), {
      ...regressionFinding(0.6),
      claim: 'the rounding is non-deterministic under concurrent threads',
      falsification: 'repeat 3 run tests/test_money.py::test_percent_of_whole_cent_results',
    });
    assert.equal(r.route, 'trace_replay');
    assert.equal(r.evidence.candidateRuns.length, 3);
    assert.equal(r.evidence.referenceRuns.length, 3);
    assert.equal(r.outcome, 'killed');
    assert.match(r.why, /3 runs per tree/);
  });
});
