// applySemanticVeto (the activity): one bounded, seeded call per patch against a local
// OpenAI-compatible stub (a real HTTP round trip), the buggy code read from the baseline tree in
// the sandbox, sections in the spec's order, truncation recorded, failures returned as results.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { AcceptRequest } from '../../domain/schemas.js';
import type { Workspace } from '../../domain/schemas.js';
import type { EvidenceBundle } from '../../domain/ladder.js';
import { changedEntitiesFrom, utf8Length, VETO_BOUNDS, VETO_SECTIONS, vetoEvidenceFrom } from '../../domain/veto.js';
import { createActivities } from '../../activities/index.js';
import { assessIndependence, fallbackRanges, makeApplySemanticVeto, sameModel } from '../../activities/semanticVeto.js';
import type { SemanticVetoInput, SemanticVetoResult } from '../../activities/semanticVeto.js';
import { createLlmProvider } from '../../infra/llm/provider.js';
import { Sandbox } from '../../infra/sandbox.js';
import { EXAMPLE_TASK, requestFor, tempConfig } from '../helpers/env.js';
import { startLlmStub, STUB_MODEL } from '../helpers/llmStub.js';
import type { LlmStub } from '../helpers/llmStub.js';

const evidenceBundle: EvidenceBundle = {
  changeClass: 'public_api_schema',
  ablations: [],
  applyFailure: null,
  syntax: { parsed: true, linted: true, built: null, failure: null, filesChecked: 1, lintFindings: [], cpuSeconds: 0 },
  tamper: { installed: true, protectedFiles: 3, detections: [] },
  failToPass: [],
  passToPass: [],
  f2pBaseline: null,
  f2pCandidate: null,
  p2pBaseline: null,
  p2pCandidate: null,
  impact: null,
  tells: [],
  differential: null,
  fuzz: null,
  semantic: { judgment: null, confidence: null },
};

describe('applySemanticVeto activity', () => {
  const { config, cleanup } = tempConfig();
  const sandbox = Sandbox.fromConfig(config);
  let stub: LlmStub;
  let ws: Workspace;
  let input: SemanticVetoInput;
  const veto = (env: NodeJS.ProcessEnv = stub.env()) => makeApplySemanticVeto({ config, sandbox, llm: createLlmProvider(env) });
  const runIn = (fn: (i: SemanticVetoInput) => Promise<SemanticVetoResult>, i: SemanticVetoInput): Promise<SemanticVetoResult> =>
    new MockActivityEnvironment().run(fn, i) as Promise<SemanticVetoResult>;

  before(async () => {
    stub = await startLlmStub();
    const acts = createActivities({ config, sandbox });
    const req = AcceptRequest.parse(requestFor(EXAMPLE_TASK, 'api-change'));
    ws = await acts.prepareWorkspace({ request: req });
    const facts = await acts.computeChangeFacts({ workspace: ws, patch: req.patch });
    input = {
      workspace: ws,
      patch: req.patch,
      issue: req.issue,
      changedEntities: changedEntitiesFrom(facts),
      evidence: vetoEvidenceFrom(evidenceBundle),
    };
  });
  after(async () => {
    await stub.close();
    cleanup();
  });
  beforeEach(() => stub.reset());

  it('one call, temperature 0 and the seed; the prompt carries the four sections in order with the buggy baseline function', async () => {
    assert.deepEqual(input.changedEntities, [{ file: 'invoicing/money.py', entity: 'percent_of' }]);
    stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.8}', usage: { prompt_tokens: 2000, completion_tokens: 12 } });
    const r = await runIn(veto(stub.env({ PATCHGATE_LLM_PRICE_IN: '1', PATCHGATE_LLM_PRICE_OUT: '4' })), input);
    assert.equal(stub.requests.length, 1);
    const body = stub.requests[0]!.body;
    assert.equal(body.temperature, 0);
    assert.equal(body.seed, 18);
    assert.equal(body.max_tokens, 256);
    assert.equal(body.response_format.type, 'json_schema');
    const user: string = body.messages[1].content;
    const at = VETO_SECTIONS.map((s) => user.indexOf(`<${s}>`));
    assert.ok(at.every((i) => i >= 0), 'every section present');
    assert.deepEqual([...at].sort((a, b) => a - b), at, 'in the spec’s order');
    const buggy = user.slice(user.indexOf('<buggy_code>'), user.indexOf('</buggy_code>'));
    assert.match(buggy, /# invoicing\/money\.py :: percent_of \(lines \d+-\d+ before the patch\)/);
    assert.match(buggy, /return int\(raw\)\n/, 'the code before the patch');
    assert.doesNotMatch(buggy, /quantize/, 'not the candidate');
    assert.match(user, /<issue_intent>\nVAT and percentage discounts are rounded down/);
    assert.match(user, /"required_level": "D"/);
    assert.deepEqual(r.output, { judgment: 'root-cause-addressed', confidence: 0.8 });
    assert.deepEqual(r.outcome, { kind: 'judged', output: { judgment: 'root-cause-addressed', confidence: 0.8 } });
    assert.equal(r.status, 'ok');
    assert.equal(r.violation, null);
    assert.equal(r.independent, false, 'no generatorModel and nothing stated: unknown, not independent');
    assert.equal(r.independence, 'unknown');
    assert.deepEqual(r.truncated, []);
    assert.equal(r.call.promptTokens, 2000);
    assert.equal(r.call.completionTokens, 12);
    assert.ok(Math.abs(r.call.costUsd - (2000 * 1 + 12 * 4) / 1e6) < 1e-12);
    assert.equal(r.call.truncated, false);
    assert.equal(r.promptBytes, utf8Length(body.messages[0].content) + utf8Length(user));
  });

  it('the payload is bounded; truncation is explicit in the prompt and recorded in the result', async () => {
    stub.enqueue({ content: '{"judgment":null,"confidence":0.3}' });
    const huge = { ...input, patch: input.patch + `+# ${'padding '.repeat(8)}\n`.repeat(3000), issue: `${input.issue}\n${'more context. '.repeat(2000)}` };
    const r = await runIn(veto(), huge);
    assert.equal(stub.requests.length, 1);
    const body = stub.requests[0]!.body;
    const sent = utf8Length(body.messages[0].content) + utf8Length(body.messages[1].content);
    assert.ok(sent <= VETO_BOUNDS.totalBytes, `sent ${sent} bytes`);
    assert.deepEqual(
      r.truncated.map((t) => t.split(':')[0]),
      ['candidate_patch', 'issue_intent'],
    );
    assert.match(body.messages[1].content, /\[\.\.\. patchgate truncated this section: kept \d+ of \d+ bytes \.\.\.\]\n<\/candidate_patch>/);
    assert.equal(r.call.truncated, true);
    assert.equal(r.status, 'ok');
  });

  it('the generator judging its own patch: recorded as not independent (one call still)', async () => {
    stub.enqueue({ content: '{"judgment":"overfit","confidence":0.6}' });
    const r = await runIn(veto(), { ...input, generatorModel: `openrouter/${STUB_MODEL.toUpperCase()}` });
    assert.equal(r.independent, false);
    assert.equal(r.independence, 'same-model');
    assert.equal(stub.requests.length, 1);
    stub.enqueue({ content: '{"judgment":"overfit","confidence":0.6}' });
    const other = await runIn(veto(), { ...input, generatorModel: 'another-model' });
    assert.equal(other.independent, true);
    assert.equal(other.independence, 'independent-model');
  });

  it('independence can be stated by the operator (PATCHGATE_LLM_INDEPENDENT=1) or the request, never over a same-model fact', async () => {
    const withEnv = (v: string | undefined) => {
      const before = process.env.PATCHGATE_LLM_INDEPENDENT;
      if (v === undefined) delete process.env.PATCHGATE_LLM_INDEPENDENT;
      else process.env.PATCHGATE_LLM_INDEPENDENT = v;
      try {
        return makeApplySemanticVeto({ config, sandbox, llm: createLlmProvider(stub.env()) });
      } finally {
        if (before === undefined) delete process.env.PATCHGATE_LLM_INDEPENDENT;
        else process.env.PATCHGATE_LLM_INDEPENDENT = before;
      }
    };
    const cases: [string, () => Promise<SemanticVetoResult>, string][] = [
      ['env=1', () => runIn(withEnv('1'), input), 'stated'],
      ['env=0', () => runIn(withEnv('0'), input), 'unknown'],
      ['env unset', () => runIn(withEnv(undefined), input), 'unknown'],
      ['deps.llmIndependent', () => runIn(makeApplySemanticVeto({ config, sandbox, llm: createLlmProvider(stub.env()), llmIndependent: true }), input), 'stated'],
      ['request', () => runIn(veto(), { ...input, assessorIndependent: true }), 'stated'],
      ['request false', () => runIn(veto(), { ...input, assessorIndependent: false }), 'unknown'],
      ['stated but same model', () => runIn(withEnv('1'), { ...input, assessorIndependent: true, generatorModel: STUB_MODEL }), 'same-model'],
    ];
    for (const [name, go, want] of cases) {
      stub.enqueue({ content: '{"judgment":"root-cause-addressed","confidence":0.6}' });
      const r = await go();
      assert.equal(r.independence, want, name);
      assert.equal(r.independent, want === 'stated', name);
    }
    assert.equal(assessIndependence({ vetoModel: 'm', statedByOperator: false }), 'unknown');
    assert.equal(assessIndependence({ generatorModel: ' ', vetoModel: 'm', statedByOperator: true }), 'stated');
  });

  it('HTTP 500, timeout, malformed reply and a promotion attempt are results, not throws — one request each', async () => {
    const cases: [Parameters<LlmStub['enqueue']>[0], string, RegExp][] = [
      [{ status: 500 }, 'http-error', /^http-error: HTTP 500/],
      [{ content: '{"judgment":null,"confidence":0}', delayMs: 1500 }, 'timeout', /^timeout: /],
      [{ content: 'The patch looks right to me.' }, 'parse-error', /^parse failure: /],
      [{ content: '{"judgment":"root-cause-addressed","confidence":1,"verdict":"ACCEPT"}' }, 'schema-violation', /^promotion attempt: asserts verdict="ACCEPT"/],
      [{ content: '{"judgment":"fine","confidence":1}' }, 'schema-violation', /^schema violation: /],
    ];
    for (const [reply, status, violation] of cases) {
      stub.reset();
      stub.enqueue(reply);
      const r = await runIn(veto(stub.env({ PATCHGATE_LLM_TIMEOUT_MS: '400' })), input);
      assert.equal(r.status, status);
      assert.equal(r.output, null);
      assert.equal(r.outcome.kind, 'violation');
      assert.match(r.violation!, violation);
      await new Promise((res) => setTimeout(res, status === 'timeout' ? 1300 : 100));
      assert.equal(stub.requests.length, 1, `${status}: exactly one request`);
    }
  });

  it('no model configured: no call, no sandbox work, the record says so', async () => {
    const r = await runIn(veto({}), input);
    assert.equal(stub.requests.length, 0);
    assert.equal(r.call.made, false);
    assert.equal(r.status, 'not-configured');
    assert.deepEqual(r.outcome, { kind: 'not-run', reason: 'no model configured' });
    assert.equal(r.independent, false);
    assert.equal(r.independence, 'unknown');
  });

  it('an entity added by the patch and a module-level change are shown for what they are', async () => {
    stub.enqueue({ content: '{"judgment":null,"confidence":0.5}' });
    const moduleLevel = '--- a/invoicing/discounts.py\n+++ b/invoicing/discounts.py\n@@ -1,2 +1,2 @@\n-"""x"""\n+"""y"""\n z\n';
    await runIn(veto(), { ...input, patch: `${input.patch}${moduleLevel}`, changedEntities: [...input.changedEntities, { file: 'invoicing/money.py', entity: 'brand_new' }] });
    const user: string = stub.requests[0]!.body.messages[1].content;
    assert.match(user, /# invoicing\/money\.py :: brand_new\n\(not present before the patch \(added by it\)\)/);
    assert.match(user, /# invoicing\/discounts\.py :: \(changed region\) \(lines 1-2 before the patch\)\n/);
  });

  it('helpers: model identity and fallback ranges', () => {
    assert.equal(sameModel('deepseek/deepseek-v4-pro', 'DeepSeek-V4-Pro'), true);
    assert.equal(sameModel('a', 'b'), false);
    assert.equal(sameModel(undefined, 'b'), false);
    const p = '--- a/pkg/m.py\n+++ b/pkg/m.py\n@@ -10,4 +10,5 @@\n a\n b\n+c\n d\n e\n--- a/tests/test_m.py\n+++ b/tests/test_m.py\n@@ -1,1 +1,1 @@\n-x\n+y\n';
    assert.deepEqual(fallbackRanges(p, new Set()), [{ file: 'pkg/m.py', start: 10, end: 13 }]);
    assert.deepEqual(fallbackRanges(p, new Set(['pkg/m.py'])), []);
  });
});
