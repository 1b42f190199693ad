// The edit-intent corpus (bench/edits/): every case validates against the schema, and together
// they cover what the A/B needs — ≥ 30 intents, every scope label, every perturbation weak
// models produce, every representation, both outcomes in both arms.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EDIT_CORPUS_DIR, loadEditCorpus } from '../../../activities/edit/corpus.js';
import { SCOPE_LABELS, REPRESENTATIONS } from '../../../domain/edit/schemas.js';

describe('edit-intent corpus (bench/edits)', () => {
  const { index, cases } = loadEditCorpus();
  const intents = cases.flatMap((c) => c.intents.map((i) => ({ c, i, x: c.expect[i.id]! })));

  it('lists every case file and every case validates', () => {
    const files = readdirSync(path.join(EDIT_CORPUS_DIR, 'cases')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
    assert.deepEqual([...index.cases].sort(), files);
    for (const c of cases) assert.ok(existsSync(path.join(EDIT_CORPUS_DIR, c.repo)), `${c.id}: base repo ${c.repo}`);
    for (const { c, i } of intents) assert.ok(existsSync(path.join(EDIT_CORPUS_DIR, c.repo, i.file)), `${c.id}/${i.id}: ${i.file}`);
  });

  it('holds at least 30 intents', () => {
    assert.ok(intents.length >= 30, `${intents.length} intents`);
  });

  it('covers every scope label (multi_file as a change scope)', () => {
    const seen = new Set<string>(intents.map(({ x }) => x.scope).filter((s): s is NonNullable<typeof s> => s !== null));
    if (intents.some(({ x }) => x.changeScope === 'multi_file')) seen.add('multi_file');
    for (const label of SCOPE_LABELS) assert.ok(seen.has(label), `no case classifies ${label}`);
  });

  it('covers the perturbations weak models produce', () => {
    const seen = new Set(cases.flatMap((c) => c.perturbations));
    for (const p of ['whitespace_drift', 'stale_line_numbers', 'ambiguous_search', 'over_wide_rewrite', 'wrong_occurrence'] as const) assert.ok(seen.has(p), `no ${p} case`);
  });

  it('covers every representation, the adjudication trigger, and both outcomes', () => {
    const reps = new Set(intents.map(({ x }) => x.representation));
    for (const r of REPRESENTATIONS) assert.ok(reps.has(r), `no case applies ${r}`);
    assert.ok(intents.some(({ x }) => x.ambiguous), 'no ambiguous case');
    assert.ok(intents.some(({ x }) => x.edit10.outcome === 'applied'));
    assert.ok(intents.some(({ x }) => x.edit10.outcome === 'rejected'));
    for (const o of ['clean', 'collateral', 'broken', 'not_landed'] as const) assert.ok(intents.some(({ x }) => x.raw === o), `no raw ${o} case`);
    for (const stage of ['classify', 'uniqueness', 'apply', 'parse', 'lint', 'collateral'] as const) {
      assert.ok(intents.some(({ x }) => x.edit10.stage === stage), `no case rejected at ${stage}`);
    }
  });

  it('every rejected expectation names its stage and code; applied ones name none', () => {
    for (const { c, i, x } of intents) {
      if (x.edit10.outcome === 'rejected') assert.ok(x.edit10.stage && x.edit10.code, `${c.id}/${i.id}`);
      else assert.ok(!x.edit10.stage && !x.edit10.code, `${c.id}/${i.id}`);
    }
  });

  it('documents the format', () => {
    const readme = readFileSync(path.join(EDIT_CORPUS_DIR, 'README.md'), 'utf8');
    for (const word of ['intents', 'expect', 'perturbations', 'raw', 'edit10']) assert.ok(readme.includes(word), word);
  });
});
