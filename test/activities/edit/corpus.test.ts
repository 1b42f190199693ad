// The whole edit-intent corpus (bench/edits) through the real write path in both arms
// (EDIT=edit10 and EDIT=raw): every intent's expected scope, representation, outcome and
// rejecting stage (edit10) and its instrument outcome (raw). Then the §7 editing measures: the
// gated path must strictly improve apply success and strictly drop the collateral-change rate
// on this corpus. No model is configured, so ambiguous edits take the §4 fallback.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { editHarness } from './editFixture.js';
import { loadEditCorpus, requestForCase } from '../../../activities/edit/corpus.js';
import { rawOutcomeOf } from '../../../domain/edit/corpus.js';
import { compareEditArms, measureEditLogs } from '../../../domain/edit/abMeasures.js';
import type { EditLogEntry } from '../../../domain/edit/schemas.js';

describe('edit-intent corpus, both arms (spec 10 §7)', () => {
  const { cases } = loadEditCorpus();
  const h = editHarness();
  const logs: Record<'edit10' | 'raw', EditLogEntry[]> = { edit10: [], raw: [] };
  after(() => h.cleanup());

  for (const c of cases) {
    it(`${c.id} (${c.perturbations.join(', ')})`, async () => {
      const gated = await h.run(requestForCase(c, 'edit10'));
      const raw = await h.run(requestForCase(c, 'raw'));
      logs.edit10.push(...gated.log);
      logs.raw.push(...raw.log);
      for (const e of gated.log) {
        const x = c.expect[e.intentId]!;
        const where = `${c.id}/${e.intentId}: ${e.reason ?? ''} [${e.scopeRule}]`;
        assert.equal(e.classification?.scope ?? null, x.scope, `scope — ${where}`);
        assert.equal(e.changeScope ?? undefined, x.changeScope, `change scope — ${where}`);
        assert.equal(e.representation, x.representation, `representation — ${where}`);
        assert.equal(e.adjudication?.ambiguous ?? false, x.ambiguous, `ambiguity — ${where}`);
        assert.equal(e.status, x.edit10.outcome, `edit10 outcome — ${where}`);
        assert.equal(e.stage ?? undefined, x.edit10.stage, `edit10 stage — ${where}`);
        assert.equal(e.code ?? undefined, x.edit10.code, `edit10 code — ${where}`);
        if (e.status === 'applied') assert.deepEqual([e.measure.parses, e.measure.lintClean, e.measure.inScope], [true, true, true], `a gated apply is always clean — ${where}`);
      }
      for (const e of raw.log) {
        assert.equal(e.gated, false);
        assert.equal(rawOutcomeOf(e), c.expect[e.intentId]!.raw, `raw outcome — ${c.id}/${e.intentId}: ${e.measure.bleed.join('; ')}`);
      }
      if (gated.applied.length === 0) assert.equal(gated.diff, '');
      else assert.match(gated.diff, /^diff --git a\//m);
    });
  }

  it('edit10 strictly improves apply success and strictly drops the collateral-change rate', () => {
    assert.equal(logs.edit10.length, cases.reduce((n, c) => n + c.intents.length, 0), 'every case ran');
    const g = measureEditLogs(logs.edit10);
    const r = measureEditLogs(logs.raw);
    const cmp = compareEditArms(g, r);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `[spec-10 corpus] ${g.intents} intents — apply success: edit10 ${g.applySuccess}/${g.intents} (${pct(g.applySuccessRate)}) vs raw ${r.applySuccess}/${r.intents} (${pct(r.applySuccessRate)}); ` +
        `collateral: edit10 ${g.collateral}/${g.landed} landed (${pct(g.collateralRate)}) vs raw ${r.collateral}/${r.landed} (${pct(r.collateralRate)}); broken landed: edit10 ${g.broken} vs raw ${r.broken}`,
    );
    for (const [scope, row] of Object.entries(g.robustness)) {
      console.log(`[spec-10 corpus] robustness ${scope}: ${Object.entries(row).map(([rep, c]) => `${rep} ${c.successes}/${c.attempts}`).join(', ')}`);
    }
    assert.equal(g.collateral, 0, 'the gated arm never lands a leaking edit');
    assert.equal(g.broken, 0, 'the gated arm never lands a broken edit');
    assert.ok(cmp.applySuccessImproved, `apply success ${pct(g.applySuccessRate)} vs ${pct(r.applySuccessRate)}`);
    assert.ok(cmp.collateralDropped, `collateral ${pct(g.collateralRate)} vs ${pct(r.collateralRate)}`);
  });
});
