// Arms from flags, splits, and the report: built from compact outcomes, valid against its own
// schema (and the published JSON Schema), rendered as Markdown and SVG.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ARM_TOKENS, armSupport, parseArmList, parseArms, GATE_ARM, BASELINE_ARM } from '../../../domain/ab/arms.js';
import { selectSplit } from '../../../domain/ab/split.js';
import { AbReport, buildReport, reportJsonSchema } from '../../../domain/ab/report.js';
import { renderMarkdown } from '../../../domain/ab/markdown.js';
import { renderChart } from '../../../domain/ab/chart.js';
import { planJobs, computeProgress } from '../../../domain/ab/plan.js';
import type { AbPlan } from '../../../domain/ab/plan.js';
import { outcomeKey, unjudged } from '../../../domain/ab/outcome.js';
import type { ArmOutcome, OracleJudgment } from '../../../domain/ab/outcome.js';
import { AcceptRequest } from '../../../domain/schemas.js';
import { outcome } from './fixtures.js';

describe('arms', () => {
  it('expands --arms tokens, keeps first occurrences, rejects unknown tokens', () => {
    const arms = parseArmList('18gate,greencommit,ablations,18gate');
    assert.deepEqual(arms.map((a) => a.name), [
      '18gate',
      'greencommit',
      '18gate-no_differential',
      '18gate-no_veto',
      '18gate-flat_level_c',
      '18gate-inconclusive_to_accept',
      '18gate-no_tells',
      '18gate-no_tamper_audit',
      '18gate-no_record',
    ]);
    assert.throws(() => parseArmList('18gate,bogus'), /unknown arm "bogus"/);
    assert.ok(ARM_TOKENS.all!().length >= 14);
  });
  it('validates arm files: greencommit takes no ablations, names are distinct', () => {
    assert.throws(() => parseArms([{ name: 'x', mode: 'greencommit', ablations: ['no_veto'] }]));
    assert.throws(() => parseArms([GATE_ARM, GATE_ARM]), /duplicate/);
    assert.equal(parseArms([{ name: 'mine', mode: '18gate', ablations: ['no_tells', 'no_veto'] }])[0]!.ablations.length, 2);
  });
  it('arms the request schema cannot express are "not available", never run as another arm', () => {
    const keys = Object.keys(AcceptRequest.shape);
    for (const a of parseArmList('18gate,greencommit,ablations,critic')) assert.equal(armSupport(a, keys).available, true, a.name);
    const [edit10] = parseArmList('edit');
    assert.match(armSupport(edit10!, keys).note ?? '', /not available: .*edit/);
    const [blind] = parseArmList('critic-no_blinding');
    assert.equal(armSupport(blind!, keys).available, keys.includes('criticAblations'));
    assert.equal(armSupport(blind!, [...keys, 'criticAblations']).available, true);
  });
});

describe('splits', () => {
  const info = { name: 'bench', tasks: ['a', 'b', 'c'], splits: { dev: ['a'], heldout: ['b', 'c'] } };
  it('defaults to the held-out split, names it, and refuses unknown or overlapping splits', () => {
    const s = selectSplit(info, null);
    assert.equal(s.split, 'heldout');
    assert.deepEqual(s.tasks, ['b', 'c']);
    assert.match(s.note, /never used while developing/);
    assert.match(selectSplit(info, 'dev').note, /NOT the held-out split/);
    assert.throws(() => selectSplit(info, 'test'), /no split "test"/);
    assert.throws(() => selectSplit({ ...info, splits: { dev: ['a', 'b'], heldout: ['b'] } }, null), /more than one split: b/);
    assert.deepEqual(selectSplit(info, 'all').tasks, ['a', 'b', 'c']);
  });
  it('a view declares its split; a corpus without splits is taken whole', () => {
    assert.equal(selectSplit({ name: 'v', tasks: ['b'], split: 'heldout' }, null).split, 'heldout');
    assert.equal(selectSplit({ name: 'v', tasks: ['b'], split: 'heldout' }, 'all').split, 'heldout', 'a view stays its split');
    assert.throws(() => selectSplit({ name: 'v', tasks: ['b'], split: 'heldout' }, 'dev'));
    const whole = selectSplit({ name: 'u', tasks: ['x'] }, null);
    assert.equal(whole.split, 'all');
    assert.equal(whole.declared, false);
  });
});

const plan: AbPlan = {
  corpus: { name: 'tiny', dir: '/c', split: 'heldout', split_declared: true, split_note: 'held out', tasks_in_corpus: 2 },
  tasks: [
    {
      id: 't1',
      dir: '/c/t1',
      codebase: 'lib',
      change_class_hint: null,
      candidates: [
        { id: 'fix', kind: 'correct', correct: true },
        { id: 'over', kind: 'overfit', correct: false },
        { id: 'tamp', kind: 'tamper', correct: false },
      ],
    },
  ],
};

function judgment(candidate: string, correct: boolean | null): OracleJudgment {
  if (correct === null) return unjudged('t1', candidate, 'gold broken');
  return {
    task: 't1',
    candidate,
    correct,
    clauses: { applies: true, visible_obligations: true, hidden_obligations: correct, differential_agrees: correct, test_surface_intact: null },
    reasons: correct ? [] : ['hidden obligations fail'],
    divergences: [],
    flaky: [],
    tests_compared: 5,
    cpu_seconds: 1,
    cached: false,
    error: null,
  };
}

describe('the report', () => {
  const arms = parseArmList('18gate,greencommit,no_veto,critic-no_blinding');
  const support = Object.fromEntries(arms.map((a) => [a.name, armSupport(a, ['mode', 'ablations', 'critic'])]));
  const outcomes: Record<string, ArmOutcome> = {};
  const put = (cand: string, arm: string, over: Partial<ArmOutcome>) => {
    outcomes[outcomeKey({ task: 't1', candidate: cand, arm })] = outcome({ task: 't1', candidate: cand, arm, ...over });
  };
  put('fix', '18gate', { verdict: 'ACCEPT' });
  put('over', '18gate', { verdict: 'REJECT', failing_tier: 'E', counterexamples: 1 });
  put('tamp', '18gate', { verdict: 'REJECT', failing_tier: 'tamper', tamper_detections: 2 });
  for (const c of ['fix', 'over', 'tamp']) put(c, 'greencommit', { verdict: 'ACCEPT', required_level: null, evidence_strength: null, record_complete: false, tamper_audit_installed: false });
  put('fix', '18gate-no_veto', { verdict: 'ACCEPT' });
  put('over', '18gate-no_veto', { verdict: 'REJECT', failing_tier: 'E' });
  put('tamp', '18gate-no_veto', { verdict: 'ERROR', error: 'worker lost' });
  const judgments = { 't1/fix': judgment('fix', true), 't1/over': judgment('over', false), 't1/tamp': judgment('tamp', true) };

  const report = buildReport({
    experimentId: 'ab-test',
    plan,
    arms,
    support,
    outcomes,
    judgments,
    startedAt: '2025-01-01T00:00:00.000Z',
    generatedAt: '2025-01-01T00:01:30.000Z',
    runs: 1,
    concurrency: 2,
    fingerprint: 'abc',
  });

  it('is valid against its schema and names the split', () => {
    assert.doesNotThrow(() => AbReport.parse(report));
    assert.equal(report.corpus.split, 'heldout');
    assert.equal(report.experiment.wall_seconds, 90);
    const schema = reportJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    assert.ok(schema.properties.arms && schema.properties.decision);
    assert.ok(schema.required.includes('candidates'));
  });
  it('carries per arm the measures under the spec names and per candidate verdict, evidence, tier and oracle', () => {
    const g = report.arms['18gate']!;
    assert.equal(g.status, 'ran');
    assert.equal(g.measures!.correctness_at_acceptance.value, 1);
    assert.equal(g.measures!.false_reject_rate.value, 0.5, 'the tamper candidate is judged correct by the oracle here');
    const c = g.candidates.find((x) => x.candidate === 'over')!;
    assert.deepEqual([c.verdict, c.evidence_strength, c.failing_tier, c.oracle_correct], ['REJECT', 'C', 'E', false]);
    assert.equal(report.arms['greencommit']!.measures!.correctness_at_acceptance.value, 2 / 3);
  });
  it('reports every label disagreement and the unavailable arms', () => {
    assert.deepEqual(report.oracle.label_disagreements.map((d) => d.candidate), ['tamp']);
    assert.equal(report.arms['18gate+critic22-no_blinding']!.status, 'not_available');
    assert.match(report.arms['18gate+critic22-no_blinding']!.note!, /not available/);
    assert.deepEqual(report.errors.map((e) => e.arm), ['18gate-no_veto']);
  });
  it('evaluates §7.4 and the ablation table (not-run ablations listed as NOT_EVALUATED)', () => {
    assert.equal(report.decision.subject_arm, '18gate');
    assert.equal(report.decision.conditions.length, 7);
    assert.equal(report.ablations.rows.length, 7);
    assert.equal(report.ablations.rows[0]!.ablation, 'no_veto');
    assert.notEqual(report.ablations.rows[0]!.decision, 'NOT_EVALUATED');
    assert.equal(report.ablations.rows.filter((r) => r.decision === 'NOT_EVALUATED').length, 6);
    assert.equal(report.critic.decision.outcome, 'NOT_EVALUATED');
    assert.equal(report.edit.decision.outcome, 'NOT_EVALUATED');
  });
  it('renders Markdown with the decision line by line and an SVG chart', () => {
    const md = renderMarkdown(report);
    assert.match(md, /## Decision \(spec 18 §7.4\): \*\*(WIN|LOSE)\*\*/);
    assert.match(md, /Correctness-at-acceptance STRICTLY beats/);
    assert.match(md, /split \*\*heldout\*\*/);
    assert.match(md, /tamp.*≠ label/);
    const svg = renderChart(report);
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /<\/svg>$/);
    assert.match(svg, />overfit</);
    assert.match(svg, />n=1</);
    assert.match(svg, /semantic veto/);
  });
});

describe('plan jobs and progress', () => {
  it('one oracle job per candidate and one child per candidate × arm, progress counted from outcomes', () => {
    const arms = [GATE_ARM, BASELINE_ARM];
    const jobs = planJobs(plan, arms);
    assert.equal(jobs.filter((j) => j.kind === 'judge').length, 3);
    assert.equal(jobs.filter((j) => j.kind === 'child').length, 6);
    assert.equal(new Set(jobs.map((j) => j.key)).size, jobs.length);
    const p = computeProgress({
      experiment: 'e',
      phase: 'running',
      plan,
      arms,
      support: new Map(),
      run: 0,
      outcomes: { [outcomeKey({ task: 't1', candidate: 'fix', arm: '18gate' })]: { verdict: 'ACCEPT', reused: true } },
      judgments: { 't1/fix': {} },
      running: ['t1/over/18gate'],
      report: null,
    });
    assert.deepEqual(p.children, { done: 1, total: 6, reused: 1, errors: 0 });
    assert.deepEqual(p.by_arm['18gate'], { done: 1, total: 3, accepted: 1 });
    assert.deepEqual(p.oracle, { done: 1, total: 3 });
  });
});

describe('packed outcomes (what crosses continue-as-new)', () => {
  it('round-trips, derives the workflow id from the parent, and is well under half the size', async () => {
    const { packOutcome, unpackOutcome, packedStatus } = await import('../../../domain/ab/outcome.js');
    const o = outcome({ task: 't1', candidate: 'fix', arm: '18gate', workflow_id: 'exp-1/t1/fix/18gate', run_id: 'r-1', reused: true, critic: { blocking: 1, verified: 1, refuted: 0 } });
    const p = packOutcome(o);
    assert.deepEqual(unpackOutcome('t1/fix/18gate', 'exp-1', JSON.parse(JSON.stringify(p))), o);
    assert.deepEqual(packedStatus(p), { verdict: 'ACCEPT', reused: true });
    assert.ok(JSON.stringify(p).length < JSON.stringify(o).length * 0.6, `${JSON.stringify(p).length} vs ${JSON.stringify(o).length}`);
  });
});
