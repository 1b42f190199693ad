// Spec 10 §5 phases 1 and 2 over real files: classifyScope parses the fixture in the sandbox
// (edit_facts), then runs the scope ladder and the representation ladder. The LLM client is a
// probe that raises if consulted: neither stage may ask a model anything.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MockActivityEnvironment } from '@temporalio/testing';
import { FIXTURE_PY, editHarness, lineOf, makeFixtureRepo, raisingLlm, sr } from './editFixture.js';
import type { ClassifyOutput, EditWorkspace } from '../../../domain/edit/stages.js';
import { EditIntent, ScopeClassification } from '../../../domain/edit/schemas.js';
import type { EditIntentInput } from '../../../domain/edit/schemas.js';

const T = FIXTURE_PY;

describe('classifyScope (spec 10 §5 phases 1-2)', () => {
  const llm = raisingLlm();
  const h = editHarness(llm);
  const repo = makeFixtureRepo();
  let ws: EditWorkspace;
  before(async () => {
    ws = await h.workspace(repo.dir);
  });
  after(() => {
    assert.equal(llm.calls, 0, 'no LLM consulted by classification or representation selection');
    h.cleanup();
    repo.cleanup();
  });

  async function classify(intent: Omit<EditIntentInput, 'id' | 'file'> & { file?: string }, filesInChange = 1): Promise<Extract<ClassifyOutput, { ok: true }>> {
    const full = EditIntent.parse({ id: 'i', file: 'inv/stock.py', ...intent });
    const out = (await new MockActivityEnvironment().run(h.acts.classifyScope, { workspace: ws, baseCommit: ws.baseCommit, intent: full, filesInChange, ablations: [] })) as ClassifyOutput;
    assert.ok(out.ok, out.ok ? '' : `${out.code}: ${out.reason}`);
    ScopeClassification.parse(out.classification);
    return out;
  }

  it('a ≤ 3-line single-expression change is token_expression → search_replace', async () => {
    const ln = lineOf(T, '    total = sum(values)');
    const out = await classify({ entity: 'mean', span: [ln, ln], content: sr('sum(values)', 'math.fsum(values)') });
    assert.deepEqual(out.classification, { scope: 'token_expression', entity: 'mean', file: '/inv/stock.py', span: [ln, ln], at_unit_boundary: false });
    assert.equal(out.selection.representation, 'search_replace');
  });

  it('a ≤ 15-line single-block change is statement → search_replace', async () => {
    const s = lineOf(T, 'lines.append("mean');
    const out = await classify({ entity: 'report', span: [s, s + 2], content: sr('lines.append("mean', 'lines.append("avg') });
    assert.equal(out.classification.scope, 'statement');
    assert.equal(out.classification.at_unit_boundary, false);
    assert.equal(out.selection.representation, 'search_replace');
  });

  it('a 16-line change inside one entity is function_entity → ast_transform (ast supports it)', async () => {
    const s = lineOf(T, 'lines.append("count');
    const out = await classify({ entity: 'report', span: [s, s + 15], content: sr('lines.append("count', 'lines.append("n') });
    assert.equal(out.classification.scope, 'function_entity');
    assert.equal(out.classification.at_unit_boundary, false);
    assert.equal(out.selection.representation, 'ast_transform');
    assert.equal(out.selection.ambiguous, false);
  });

  it('a change over ≥ 3 top-level entities is file', async () => {
    const out = await classify({ entity: ['mean', 'spread', 'report'], span: [lineOf(T, 'def mean'), lineOf(T, 'lines.append("count')], content: sr('def mean(values):', 'def mean(values):') });
    assert.equal(out.classification.scope, 'file');
    assert.match(out.scopeRule, /top-level/);
  });

  it('a whole-file span is file', async () => {
    const n = T.split('\n').length - 1;
    const out = await classify({ entity: '<file>', span: [1, n], content: { kind: 'bounded_replacement', text: T.replace('LIMIT = 10', 'LIMIT = 12') } });
    assert.equal(out.classification.scope, 'file');
    assert.match(out.scopeRule, /whole file/);
  });

  it('a > 1-file change is multi_file, decomposed to the per-file label', async () => {
    const ln = lineOf(T, 'LIMIT = 10');
    const out = await classify({ entity: '<module>', span: [ln, ln], content: sr('LIMIT = 10', 'LIMIT = 12') }, 2);
    assert.equal(out.changeScope, 'multi_file');
    assert.equal(out.classification.scope, 'token_expression');
    assert.match(out.scopeRule, /^multi_file/);
  });

  it('a change within 1 line of an entity boundary sets at_unit_boundary', async () => {
    const s = lineOf(T, '"""Clamp value');
    const out = await classify({ entity: 'clamp', span: [s, s + 2], content: sr('if value < low:', 'if value <= low:') });
    assert.equal(out.classification.scope, 'statement');
    assert.equal(out.classification.at_unit_boundary, true);
    assert.equal(out.selection.ambiguous, false, 'statement scope is final: nothing to adjudicate');
  });

  it('a change across two entities at their shared boundary sets at_unit_boundary and arms the ambiguity', async () => {
    const s = lineOf(T, 'return total / len(values)');
    const e = lineOf(T, 'lo = min(values)');
    const out = await classify({ entity: ['mean', 'spread'], span: [s, e], content: sr('    lo = min(values)', '    lo = min(values, default=0)') });
    assert.equal(out.classification.scope, 'function_entity');
    assert.equal(out.classification.at_unit_boundary, true);
    assert.equal(out.selection.ambiguous, true);
    assert.deepEqual(out.selection.ambiguousSet, ['search_replace', 'ast_transform']);
  });

  it('an entity body selects ast_transform; a changed signature makes it pervasive (bounded_rewrite)', async () => {
    const r: [number, number] = [lineOf(T, '    def total'), lineOf(T, '        return total\n')];
    const same = await classify({ entity: 'Stock.total', span: r, content: { kind: 'entity_body', source: 'def total(self):\n    return sum(self.items.values())\n' } });
    assert.equal(same.classification.scope, 'function_entity');
    assert.equal(same.selection.representation, 'ast_transform');
    assert.deepEqual(same.bodyCheck, { ok: true, reason: null });
    const sig = await classify({ entity: 'Stock.total', span: r, content: { kind: 'entity_body', source: 'def total(self, default=0):\n    return sum(self.items.values()) or default\n' } });
    assert.equal(sig.selection.representation, 'bounded_rewrite');
    assert.equal(sig.selection.pervasive, true);
  });

  it('re-anchors a stale span through the declared entity', async () => {
    const ln = lineOf(T, 'total = sum(self.items');
    const out = await classify({ entity: 'Stock.total', span: [ln - 20, ln - 20], content: sr('total = sum(self.items.values())', 'total = math.fsum(self.items.values())') });
    assert.equal(out.anchor.how, 'entity');
    assert.deepEqual(out.classification.span, [ln, ln]);
  });

  it('reports what cannot be bound: a missing entity, a stale bounded replacement, a missing file', async () => {
    const run = (intent: EditIntentInput) => h.acts.classifyScope({ workspace: ws, baseCommit: ws.baseCommit, intent: EditIntent.parse(intent), filesInChange: 1, ablations: [] });
    const missing = await run({ id: 'm', file: 'inv/stock.py', entity: 'median', span: [1, 1], content: { kind: 'entity_body', source: 'def median(v):\n    return v\n' } });
    assert.deepEqual(missing.ok ? null : missing.code, 'entity-not-found');
    const d = lineOf(T, 'def spread');
    const stale = await run({ id: 's', file: 'inv/stock.py', entity: 'spread', span: [d - 2, d], content: { kind: 'bounded_replacement', text: 'x\n' } });
    assert.deepEqual(stale.ok ? null : stale.code, 'stale-anchor');
    const nofile = await run({ id: 'f', file: 'inv/nope.py', entity: '<module>', span: [1, 1], content: sr('a', 'b') });
    assert.deepEqual(nofile.ok ? null : nofile.code, 'file-missing');
  });
});
