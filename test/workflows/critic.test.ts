// criticReview end to end (spec 22, all phases as one child workflow) on the bundled example,
// against the local OpenAI-compatible stub scripted as the critic, with the real sandbox:
//  - hidden-regression: the visible tests all pass, the scripted critic finds the real regression
//    (negative amounts), execution verifies it → REJECT, with the executed evidence recorded;
//  - fix: the critic's claim is killed by its own falsification → discarded, no REJECT;
//  - small radius + full coverage: no critic at all, and the decision is logged;
//  - a malformed reply: findings dropped, violation logged, one call, nothing executed;
//  - the no_falsification_routing ablation: the same killed claim acts as a verdict (over-veto).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { AcceptRequest } from '../../domain/schemas.js';
import type { Workspace } from '../../domain/schemas.js';
import { MAX_VERIFICATIONS } from '../../domain/critic/review.js';
import type { CriticReviewInput, CriticReviewResult } from '../../domain/critic/review.js';
import type { ReviewRequestInput } from '../../domain/critic/schemas.js';
import { createActivities } from '../../activities/index.js';
import { reviewLedgerPath } from '../../activities/critic/ledger.js';
import { Ledger } from '../../infra/ledger.js';
import { createLlmProvider } from '../../infra/llm/provider.js';
import { Sandbox } from '../../infra/sandbox.js';
import { EXAMPLE_TASK, requestFor, startEnv, taskQueueFor, tempConfig, withWorker } from '../helpers/env.js';
import { startLlmStub } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';
import { makeMiniRepo, miniPatch } from '../helpers/miniRepo.js';
import { candidatePatch, killedFinding, leakyHiddenRegression, regressionFinding } from '../activities/critic/fixtures.js';

describe('criticReview child workflow (spec 22)', () => {
  let ctx: Awaited<ReturnType<typeof startEnv>>;
  let stub: LlmStub;
  const tmp = tempConfig();
  const sandbox = Sandbox.fromConfig(tmp.config);
  const acts = () => createActivities({ config: tmp.config, sandbox, llm: createLlmProvider(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '5000' })) });
  const ledger = () => new Ledger(reviewLedgerPath(tmp.config.workspace.ledger)).read();
  const mini = makeMiniRepo();

  before(async () => {
    ctx = await startEnv();
    stub = await startLlmStub();
  });
  after(async () => {
    await ctx?.env.teardown();
    await stub?.close();
    tmp.cleanup();
    rmSync(mini, { recursive: true, force: true });
  });

  async function workspaceFor(candidate: string, patch?: string): Promise<Workspace> {
    const ws = await acts().prepareWorkspace({ request: AcceptRequest.parse(requestFor(EXAMPLE_TASK, candidate, patch ? { patch } : {})) });
    assert.equal(ws.applyFailure, null);
    return ws;
  }

  function exampleRequest(candidate: string): ReviewRequestInput {
    const r = AcceptRequest.parse(requestFor(EXAMPLE_TASK, candidate));
    return { patch: r.patch, issue: r.issue, failToPass: r.failToPass, passToPass: r.passToPass, testCommand: r.testCommand, changeClass: 'normal_bug_fix', critic: '22', verdictSoFar: 'ACCEPT' };
  }

  async function review(title: string, input: CriticReviewInput) {
    const tq = taskQueueFor(title);
    const workflowId = `${tq}-critic`;
    const result = (await withWorker(ctx, tq, acts(), () =>
      ctx.env.client.workflow.execute('criticReview', { taskQueue: tq, workflowId, args: [input] }),
    )) as CriticReviewResult;
    const events = (await ctx.env.client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
    const scheduled = (name: string) => events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name).length;
    const attempts = (name: string) => {
      const ids = events.filter((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name).map((e) => Number(e.eventId));
      return events.filter((e) => e.activityTaskStartedEventAttributes && ids.includes(Number(e.activityTaskStartedEventAttributes.scheduledEventId))).length;
    };
    return { result, workflowId, scheduled, attempts, entries: ledger().filter((l) => l.entry.workflow_id === workflowId) };
  }

  it('hidden-regression: the visible tests miss it, the critic finds it, execution verifies it → REJECT', async () => {
    const leaky = leakyHiddenRegression();
    const ws = await workspaceFor('hidden-regression', String(leaky.request.patch));
    // The visible tests (FAIL_TO_PASS and PASS_TO_PASS) all pass on this candidate.
    const visible = await acts().runTests({ workspace: ws, tree: 'candidate', ids: [...leaky.request.failToPass!, ...leaky.request.passToPass!], restoreProtected: [] });
    assert.ok(Object.values(visible.outcomes).every((o) => o === 'passed'), JSON.stringify(visible.outcomes));

    stub.reset();
    stub.enqueue({
      content: JSON.stringify({
        findings: [
          regressionFinding(0.51),
          { ...killedFinding(0.99), claim: 'an advisory note', severity: 'advisory' },
          { ...regressionFinding(0.9), falsification: 'Write a test with negative amounts.' },
          { location: 'line 43', claim: 'x', severity: 'blocking', evidence: '', falsification: '', confidence: 0.5 },
        ],
      }),
      usage: { prompt_tokens: 2400, completion_tokens: 300 },
    });
    const { result: r, scheduled, attempts, entries } = await review('verified regression', { workspace: ws, request: leaky.request, ablations: [] });

    assert.equal(r.engaged, true);
    assert.equal(r.decision.rule, 'radius-or-coverage');
    assert.equal(r.lColumn, 'critic');
    assert.equal(stub.requests.length, 1);
    for (const s of leaky.secrets) assert.doesNotMatch(String(stub.requests[0]!.body.messages[1].content), s);
    assert.equal(r.blind?.leakCheck.length, 0);
    assert.ok(Object.values(r.blind!.byField).every((n) => n > 0), 'all four blinded fields were supplied and stripped');
    assert.deepEqual(r.packet?.editIds, ['E1:invoicing/money.py:42']);

    assert.equal(r.schema?.received, 4);
    assert.equal(r.schema?.admitted, 3);
    assert.equal(r.schema?.rejected.length, 1, 'the unlocatable finding is rejected');
    assert.equal(r.schema?.downgraded, 1, 'prose falsification: blocking → advisory');
    const [f1, f2, f3] = r.findings;
    assert.equal(f1!.outcome, 'verified', f1!.why);
    assert.equal(f1!.route, 'test');
    assert.equal(f1!.finding.confidence, 0.51, 'recorded, never trusted');
    assert.deepEqual(f1!.evidence!.candidateRuns.map((x) => x.verdict), ['fail']);
    assert.deepEqual(f1!.evidence!.referenceRuns.map((x) => x.verdict), ['pass']);
    assert.equal(f2!.outcome, 'not_run');
    assert.equal(f3!.finding.severity, 'advisory');
    assert.equal(f3!.outcome, 'not_run');

    assert.equal(r.reject, true);
    assert.equal(r.verifiedBlocking, 1);
    assert.equal(r.decidedBy, 'verification');
    assert.match(r.reason, /verified blocking defect/);
    assert.deepEqual(r.counts, { blocking: 1, verified: 1, refuted: 0, unverifiable: 0, unverified: 0, advisory: 2 });
    // Verified against the FAIL_TO_PASS contract, not merely against the pre-edit tree (issue 13.8).
    assert.equal(f1!.evidence!.reference, "pre-edit tree with the candidate's FAIL_TO_PASS behaviour");
    assert.deepEqual(r.llm, { calls: 1, promptTokens: 2400, completionTokens: 300, costUsd: 0 });

    assert.equal(scheduled('runReviewVerification'), 1, 'one verification activity per blocking finding');
    assert.equal(attempts('callCritic'), 1, 'one attempt, never a retry');
    const kinds = entries.map((e) => e.entry.kind);
    assert.deepEqual(kinds, ['engage', 'blind_strip', 'critic_call', 'schema', 'verification', 'acceptance']);
    assert.ok(entries.every((e) => e.entry.review_ledger_version === 1 && e.ledger_version === 1));
    assert.equal(entries.find((e) => e.entry.kind === 'verification')!.entry.data.outcome, 'verified');
  });

  it('fix: the claim is killed by its own falsification and discarded — no REJECT, silence never promotes', async () => {
    const ws = await workspaceFor('fix');
    stub.reset();
    stub.enqueue({ content: JSON.stringify({ findings: [killedFinding(0.99)] }) });
    const { result: r, scheduled } = await review('killed claim', { workspace: ws, request: exampleRequest('fix'), ablations: [] });
    assert.equal(r.engaged, true);
    assert.equal(r.findings[0]!.outcome, 'killed', r.findings[0]!.why);
    assert.match(r.findings[0]!.why, /passes on the candidate/);
    assert.equal(r.reject, false);
    assert.equal(r.verifiedBlocking, 0);
    assert.deepEqual(r.counts, { blocking: 1, verified: 0, refuted: 1, unverifiable: 0, unverified: 0, advisory: 0 });
    assert.match(r.reason, /proceeds to the spec-18 gate unchanged/);
    assert.equal(scheduled('runReviewVerification'), 1);
  });

  it('small radius and full coverage: no critic spawned, the L column stays empty, the decision is logged', async () => {
    const patch = miniPatch('        return low', ['        return high']);
    const ws = await acts().prepareWorkspace({
      request: AcceptRequest.parse({ repo: { path: mini }, patch, failToPass: ['tests/test_core.py::test_clamp_high'], passToPass: ['tests/test_core.py::test_clamp_low'] }),
    });
    stub.reset();
    const { result: r, scheduled, entries } = await review('declined', {
      workspace: ws,
      request: {
        patch,
        issue: 'clamp returns low for values above high',
        failToPass: ['tests/test_core.py::test_clamp_high'],
        passToPass: ['tests/test_core.py::test_clamp_low', 'tests/test_core.py::test_clamp_inside'],
        changeClass: 'normal_bug_fix',
        critic: '22',
        gateCoverage: { coverageReached: 1, vacuous: false },
      },
      ablations: [],
    });
    assert.equal(r.engaged, false);
    assert.equal(r.decision.rule, 'small-radius-full-coverage');
    assert.equal(r.lColumn, 'empty');
    assert.equal(r.reject, false);
    assert.equal(stub.requests.length, 0, 'no model call');
    assert.equal(scheduled('buildReviewPacket') + scheduled('callCritic') + scheduled('runReviewVerification'), 0);
    assert.deepEqual(entries.map((e) => e.entry.kind), ['engage']);
    assert.equal(entries[0]!.entry.data.decision.engage, false);
  });

  it('a malformed reply: findings dropped, the violation logged, no second call, nothing executed', async () => {
    const ws = await workspaceFor('hidden-regression');
    stub.reset();
    stub.enqueue({ content: '{"findings": [' }, { content: JSON.stringify({ findings: [regressionFinding(0.9)] }) });
    const { result: r, scheduled, attempts, entries } = await review('malformed', { workspace: ws, request: exampleRequest('hidden-regression'), ablations: [] });
    assert.equal(stub.requests.length, 1);
    assert.equal(attempts('callCritic'), 1);
    assert.equal(r.critic?.status, 'parse-error');
    assert.ok(r.critic?.violation);
    assert.equal(r.findings.length, 0);
    assert.equal(r.reject, false);
    assert.equal(scheduled('runReviewVerification'), 0);
    const call = entries.find((e) => e.entry.kind === 'critic_call')!;
    assert.equal(call.entry.data.status, 'parse-error');
    assert.equal(call.entry.data.raw, '{"findings": [');
  });

  it('blocking findings beyond the verification cap are reported as unverified, never dropped', async () => {
    const ws = await workspaceFor('fix');
    stub.reset();
    const findings = Array.from({ length: MAX_VERIFICATIONS + 2 }, (_, i) => ({
      location: 'E1:invoicing/money.py:42',
      claim: `claim ${i + 1}: the edit does not compile`,
      severity: 'blocking',
      evidence: 'none',
      falsification: 'static compile invoicing/money.py',
      confidence: 0.6,
    }));
    stub.enqueue({ content: JSON.stringify({ findings }) });
    const { result: r, scheduled } = await review('verification cap', { workspace: ws, request: exampleRequest('fix'), ablations: [] });
    assert.equal(r.findings.length, MAX_VERIFICATIONS + 2, 'every finding is in the result');
    assert.equal(scheduled('runReviewVerification'), MAX_VERIFICATIONS);
    const over = r.findings.slice(MAX_VERIFICATIONS);
    assert.deepEqual(over.map((f) => f.outcome), ['unverified', 'unverified']);
    assert.ok(over.every((f) => /^unverified: over the cap of 8 verifications/.test(f.why)));
    assert.deepEqual(r.counts, { blocking: MAX_VERIFICATIONS + 2, verified: 0, refuted: MAX_VERIFICATIONS, unverifiable: 0, unverified: 2, advisory: 0 });
    assert.equal(r.reject, false);
    assert.match(r.reason, /2 unverified \(over the verification cap\)/);
  });

  it('ablation no_falsification_routing: the killed claim acts as a verdict unexecuted (the over-veto the gate prevents)', async () => {
    const ws = await workspaceFor('fix');
    stub.reset();
    stub.enqueue({ content: JSON.stringify({ findings: [killedFinding(0.99)] }) });
    const { result: r, scheduled } = await review('ablated routing', { workspace: ws, request: exampleRequest('fix'), ablations: ['no_falsification_routing'] });
    assert.equal(scheduled('runReviewVerification'), 0);
    assert.equal(r.findings[0]!.outcome, 'not_run');
    assert.equal(r.reject, true);
    assert.equal(r.decidedBy, 'ablation:no_falsification_routing');
  });
});
