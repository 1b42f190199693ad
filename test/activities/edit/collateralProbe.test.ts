// Spec 10 §7.6, the collateral-change probe: (1) a whole-file rewrite that silently reformats
// unrelated lines and (2) a fuzzy search/replace that matches the wrong occurrence must both be
// caught by the collateral check and rejected — never a green apply. Each probe also runs with
// the check ablated, to show that it is this check (and nothing else) that catches the leak.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editHarness } from './editFixture.js';
import { EDIT_CORPUS_DIR, loadEditCorpus, requestForCase } from '../../../activities/edit/corpus.js';
import { applyRaw } from '../../../domain/edit/rawApply.js';
import type { EditAblation, EditIntentInput } from '../../../domain/edit/schemas.js';
import { isApplySuccess } from '../../../domain/edit/abMeasures.js';

const { cases } = loadEditCorpus();
const byId = (id: string) => {
  const c = cases.find((x) => x.id === id);
  if (!c) throw new Error(`corpus case ${id} is missing`);
  return c;
};

describe('collateral-change probe (spec 10 §7.6)', () => {
  // No model configured: the sibling-bleed case is ambiguous, and the §4 fallback applies.
  const h = editHarness();
  after(() => h.cleanup());
  const run = (id: string, mode: 'edit10' | 'raw', ablations: EditAblation[] = []) => h.run(requestForCase(byId(id), mode, { ablations }));

  describe('probe 1: a whole-file rewrite that reformats unrelated lines', () => {
    const id = 'invoicing-money-whole-file-rewrite';

    it('is rejected by the collateral check in the gated path — never a green apply', async () => {
      const r = await run(id, 'edit10');
      const e = r.log[0]!;
      assert.deepEqual([e.status, e.stage, e.code, e.representation], ['rejected', 'collateral', 'collateral-bleed', 'bounded_rewrite']);
      assert.match(e.reason!, /touched <module>/, 'the reformatted CURRENCY_SYMBOLS line');
      assert.match(e.reason!, /touched allocate/, 'the reformatted line in allocate');
      assert.equal(isApplySuccess(e), false);
      assert.equal(r.diff, '');
    });

    it('lands with the check ablated (so the check is what caught it), and the instrument still scores it collateral', async () => {
      const r = await run(id, 'edit10', ['no_collateral_check']);
      const e = r.log[0]!;
      assert.equal(e.status, 'applied');
      assert.equal(e.measure.inScope, false);
      assert.equal(isApplySuccess(e), false, 'a green apply that leaks is a failure');
    });

    it('the raw arm lands it; the instrument scores it collateral', async () => {
      const e = (await run(id, 'raw')).log[0]!;
      assert.deepEqual([e.measure.landed, e.measure.parses, e.measure.lintClean, e.measure.inScope], [true, true, true, false]);
    });

    it('checkCollateral rejects the rewrite directly, listing the bleed', async () => {
      const c = byId(id);
      const intent = c.intents[0]!;
      const before = readFileSync(path.join(EDIT_CORPUS_DIR, c.repo, intent.file), 'utf8');
      const after = (intent.content as { text: string }).text;
      const v = await h.acts.checkCollateral({ file: intent.file, before, after, declared: ['percent_of'], span: intent.span as [number, number] });
      assert.equal(v.inScope, false);
      assert.ok(v.touched.includes('<module>') && v.touched.includes('allocate') && v.touched.includes('percent_of'), v.touched.join(', '));
    });
  });

  describe('probe 2: a search/replace that matches the wrong occurrence', () => {
    const colorsys = readFileSync(path.join(EDIT_CORPUS_DIR, 'repos/cpython/colorsys.py'), 'utf8');
    const block = '    rc = (maxc-r) / rangec\n    gc = (maxc-g) / rangec\n    bc = (maxc-b) / rangec\n';
    const second = colorsys.indexOf(block, colorsys.indexOf(block) + 1);
    const hsvLine = colorsys.slice(0, second).split('\n').length;
    // The block as a weak model emits it: trailing blanks (whitespace drift). Exact matching
    // finds nothing; a fuzzy matcher finds the FIRST occurrence, in rgb_to_hls.
    const drifted = block.replace(/\n/g, '  \n');
    const fuzzyIntent: EditIntentInput = {
      id: 'hsv-fuzzy',
      file: 'colorsys.py',
      entity: 'rgb_to_hsv',
      span: [hsvLine, hsvLine + 2],
      content: { kind: 'search_replace', blocks: [{ search: drifted, replace: '    rc, gc, bc = ((maxc - c) / rangec for c in (r, g, b))\n' }] },
    };

    it('checkCollateral rejects what the fuzzy matcher produced', async () => {
      const fuzzy = applyRaw(colorsys, fuzzyIntent.content, fuzzyIntent.span as [number, number]);
      assert.ok(fuzzy.ok && fuzzy.how === 'fuzzy-occurrence');
      const v = await h.acts.checkCollateral({ file: 'colorsys.py', before: colorsys, after: fuzzy.text, declared: ['rgb_to_hsv'], span: [hsvLine, hsvLine + 2] });
      assert.equal(v.inScope, false);
      assert.ok(v.bleed.some((b) => /touched rgb_to_hls/.test(b)), v.bleed.join('; '));
      assert.ok(v.bleed.some((b) => /rgb_to_hsv was not touched/.test(b)), v.bleed.join('; '));
    });

    it('the raw arm lands the fuzzy wrong occurrence and is scored collateral; the gated arm never applies it', async () => {
      const req = { repo: { path: path.join(EDIT_CORPUS_DIR, 'repos/cpython'), commit: 'HEAD' }, intents: [fuzzyIntent] };
      const r = await h.run({ ...req, mode: 'raw' });
      assert.equal(r.log[0]!.anchor.how, 'fuzzy-occurrence');
      assert.deepEqual([r.log[0]!.measure.landed, r.log[0]!.measure.inScope], [true, false]);
      const g = await h.run({ ...req, mode: 'edit10' });
      assert.equal(g.log[0]!.status, 'rejected');
      assert.equal(isApplySuccess(g.log[0]!), false);
    });

    it('an exact match that lands in a sibling entity is rejected by the collateral check in the gated path', async () => {
      const id = 'colorsys-hls-to-rgb-sibling-bleed';
      const e = (await run(id, 'edit10')).log[0]!;
      assert.deepEqual([e.status, e.stage], ['rejected', 'collateral']);
      assert.match(e.reason!, /touched _v/);
      const ablated = (await run(id, 'edit10', ['no_collateral_check'])).log[0]!;
      assert.deepEqual([ablated.status, ablated.measure.inScope], ['applied', false], 'without the check the wrong occurrence lands');
    });
  });
});
