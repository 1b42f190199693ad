// Spec 10 §5 phases 4-7 over real files, a real sandbox and real git: apply (exact, unique,
// against the pre-edit snapshot, deterministic), the uniqueness/parse/lint gate with atomic
// rollback, the collateral check, one commit per accepted edit and anchor refresh. The LLM is a
// probe that raises: none of these stages may consult a model.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_PY, editHarness, lineOf, makeFixtureRepo, raisingLlm, sr } from './editFixture.js';
import { EditIntent } from '../../../domain/edit/schemas.js';
import type { EditIntentInput, Representation } from '../../../domain/edit/schemas.js';
import type { EditWorkspace } from '../../../domain/edit/stages.js';
import { validatePatch } from '../../../infra/workspace.js';

const T = FIXTURE_PY;
const FILE = 'inv/stock.py';

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'safe.directory=*', '-C', dir, ...args], { encoding: 'utf8' });
}
function commitsSince(ws: EditWorkspace, head: string): number {
  return Number(git(ws.dir, 'rev-list', '--count', `${ws.baseCommit}..${head}`).trim());
}
function fileAt(ws: EditWorkspace, rev: string, rel = FILE): string {
  return git(ws.dir, 'show', `${rev}:${rel}`);
}

describe('applyEdit: apply → gate → collateral → commit (spec 10 §5 phases 4-7)', () => {
  const llm = raisingLlm();
  const h = editHarness(llm);
  const repo = makeFixtureRepo();
  after(() => {
    assert.equal(llm.calls, 0, 'no LLM consulted by apply, gate, collateral or commit');
    h.cleanup();
    repo.cleanup();
  });

  const intent = (over: Partial<EditIntentInput> & Pick<EditIntentInput, 'entity' | 'span' | 'content'>): EditIntentInput => ({ id: 'i1', file: FILE, ...over });
  const edit10 = (...intents: EditIntentInput[]) => h.run({ repo: { path: repo.dir, commit: 'HEAD' }, intents, mode: 'edit10' });
  const raw = (...intents: EditIntentInput[]) => h.run({ repo: { path: repo.dir, commit: 'HEAD' }, intents, mode: 'raw' });

  /** classify then apply one intent directly, optionally forcing the representation. */
  async function applyOne(ws: EditWorkspace, base: string, input: EditIntentInput, representation?: Representation, seq = 0) {
    const i = EditIntent.parse(input);
    const plan = await h.acts.classifyScope({ workspace: ws, baseCommit: base, intent: i, filesInChange: 1, ablations: [] });
    assert.ok(plan.ok, plan.ok ? '' : plan.reason);
    return h.acts.applyEdit({ workspace: ws, baseCommit: base, seq, mode: 'edit10', ablations: [], intent: i, measureSpan: i.span, filesInChange: 1, plan, representation: representation ?? plan.selection.representation, adjudication: null });
  }

  it('applies a uniquely matched search/replace as exactly one commit, and the diff is made by git', async () => {
    const ln = lineOf(T, '    total = sum(values)');
    const r = await edit10(intent({ entity: 'mean', span: [ln, ln], content: sr('sum(values)', 'math.fsum(values)') }));
    assert.deepEqual(r.applied, ['i1']);
    assert.equal(r.log[0]!.measure.landed, true);
    assert.match(r.diff, /^diff --git a\/inv\/stock\.py b\/inv\/stock\.py/m);
    assert.match(r.diff, /^-    total = sum\(values\)$/m);
    assert.match(r.diff, /^\+    total = math\.fsum\(values\)$/m);
    assert.deepEqual(r.changedFiles, [FILE]);
    const ws = { dir: r.workspaceDir, baseCommit: r.baseCommit } as EditWorkspace;
    assert.equal(commitsSince(ws, r.headCommit), 1);
    assert.match(git(ws.dir, 'log', '-1', '--format=%s', r.headCommit).trim(), /^edit 0 i1 \[edit10\]: token_expression\/search_replace$/);
  });

  it('zero or several matches are reported before writing: no commit, the tree untouched', async () => {
    const ws = await h.workspace(repo.dir);
    const ln = lineOf(T, '    total = sum(values)');
    const zero = await applyOne(ws, ws.baseCommit, intent({ entity: 'mean', span: [ln, ln], content: sr('sum(vals)', 'x') }));
    assert.deepEqual([zero.entry.status, zero.entry.stage, zero.entry.code, zero.commit], ['rejected', 'uniqueness', 'no-match', null]);
    const many = await applyOne(ws, ws.baseCommit, intent({ entity: 'report', span: [lineOf(T, 'lines.append("count'), lineOf(T, 'lines.append("max')], content: sr('lines.append("', 'lines.add("') }), undefined, 1);
    assert.deepEqual([many.entry.stage, many.entry.code], ['uniqueness', 'multiple-matches']);
    assert.equal(git(ws.dir, 'status', '--porcelain'), '');
    assert.equal(readFileSync(path.join(ws.dir, FILE), 'utf8'), T);
    assert.equal(git(ws.dir, 'rev-parse', 'HEAD').trim(), ws.baseCommit);
  });

  it('an ast_transform locates the entity by name and regenerates it at its own indentation', async () => {
    const r = await edit10(intent({ entity: 'Stock.total', span: [1, 1], content: { kind: 'entity_body', source: 'def total(self):\n    return sum(self.items.values())\n' } }));
    assert.deepEqual(r.applied, ['i1']);
    assert.equal(r.log[0]!.representation, 'ast_transform');
    assert.equal(r.log[0]!.anchor.how, 'entity');
    assert.match(r.diff, /^\+        return sum\(self\.items\.values\(\)\)$/m);
  });

  it('a bounded_rewrite replaces the whole named entity', async () => {
    const ws = await h.workspace(repo.dir);
    const r = await applyOne(ws, ws.baseCommit, intent({ entity: 'spread', span: [1, 1], content: { kind: 'entity_body', source: 'def spread(values, default=0.0):\n    if not values:\n        return default\n    return max(values) - min(values)\n' } }), 'bounded_rewrite');
    assert.equal(r.entry.status, 'applied', r.entry.reason ?? '');
    const after = fileAt(ws, r.commit!);
    assert.ok(after.includes('def spread(values, default=0.0):\n    if not values:\n        return default\n    return max(values) - min(values)\n\n\ndef report'));
    assert.ok(!after.includes('lo = min(values)'));
  });

  it('a result that does not parse is rejected and rolled back', async () => {
    const ws = await h.workspace(repo.dir);
    const ln = lineOf(T, '    return hi - lo');
    const r = await applyOne(ws, ws.baseCommit, intent({ entity: 'spread', span: [ln, ln], content: sr('return hi - lo', 'return (hi - lo') }));
    assert.deepEqual([r.entry.stage, r.entry.code, r.entry.measure.parses], ['parse', 'parse-error', false]);
    assert.match(r.entry.reason!, /does not parse/);
    assert.equal(readFileSync(path.join(ws.dir, FILE), 'utf8'), T, 'rolled back to the pre-edit snapshot');
    assert.equal(git(ws.dir, 'status', '--porcelain'), '');
  });

  it('error-level lint rejects (undefined name, unused import); a warning passes', async () => {
    const ws = await h.workspace(repo.dir);
    const ln = lineOf(T, '    return hi - lo');
    const undef = await applyOne(ws, ws.baseCommit, intent({ entity: 'spread', span: [ln, ln], content: sr('return hi - lo', 'return hi - low') }));
    assert.deepEqual([undef.entry.stage, undef.entry.code], ['lint', 'lint-error']);
    assert.match(undef.entry.reason!, /UndefinedName: undefined name 'low'/);
    const imp = lineOf(T, 'import math');
    const unused = await applyOne(ws, ws.baseCommit, intent({ entity: '<module>', span: [imp, imp], content: sr('import math\n', 'import math\nimport os\n') }));
    assert.deepEqual([unused.entry.stage, unused.entry.code], ['lint', 'lint-error']);
    assert.match(unused.entry.reason!, /UnusedImport/);
    assert.equal(git(ws.dir, 'status', '--porcelain'), '');
    const warn = await applyOne(ws, ws.baseCommit, intent({ entity: 'spread', span: [ln, ln], content: sr('    return hi - lo\n', '    width = hi - lo\n    return hi - lo\n') }));
    assert.equal(warn.entry.status, 'applied', 'an unused local is a warning, not an error');
  });

  it('a change that bleeds into a sibling entity is rejected by the collateral check, rolled back and logged', async () => {
    const ws = await h.workspace(repo.dir);
    const span: [number, number] = [lineOf(T, 'def mean'), lineOf(T, 'lo = min(values)')];
    const r = await applyOne(ws, ws.baseCommit, intent({ entity: 'mean', span, content: sr('    lo = min(values)', '    lo = min(values, default=0)') }), 'search_replace');
    assert.deepEqual([r.entry.status, r.entry.stage, r.entry.code], ['rejected', 'collateral', 'collateral-bleed']);
    assert.match(r.entry.reason!, /touched spread/);
    assert.equal(r.entry.measure.landed, false);
    assert.equal(git(ws.dir, 'status', '--porcelain'), '');
    assert.equal(git(ws.dir, 'rev-parse', 'HEAD').trim(), ws.baseCommit);
  });

  it('two edits in one file: the second is re-anchored to post-first-edit coordinates (edit10), raw reuses stale lines', async () => {
    const guard = lineOf(T, '    if value < low:');
    const target = lineOf(T, '    total = sum(values)');
    const first = intent({ id: 'guard', entity: 'clamp', span: [guard, guard], content: sr('    if value < low:\n', '    if low > high:\n        raise ValueError("empty range")\n    if value < low:\n') });
    const second = intent({ id: 'mean-fsum', entity: 'mean', span: [target, target], content: { kind: 'bounded_replacement', text: '    total = math.fsum(values)\n' } });
    const g = await edit10(first, second);
    assert.deepEqual(g.applied, ['guard', 'mean-fsum']);
    assert.deepEqual(g.log[1]!.anchor.declared, [target, target]);
    assert.deepEqual(g.log[1]!.anchor.live, [target + 2, target + 2], 'refreshed by the two inserted lines');
    assert.match(g.diff, /^-    total = sum\(values\)$/m);
    assert.match(g.diff, /^\+    total = math\.fsum\(values\)$/m);
    const r = await raw(first, second);
    assert.equal(r.log[1]!.measure.landed, true);
    assert.equal(r.log[1]!.measure.inScope, false, 'raw wrote the stale line, outside the intended span');
    assert.doesNotMatch(r.diff, /^-    total = sum\(values\)$/m, 'and missed the intended line');
  });

  it('exactly one commit per accepted edit; a rejected edit adds none', async () => {
    const a = lineOf(T, '    total = sum(values)');
    const b = lineOf(T, '    return hi - lo');
    const r = await edit10(
      intent({ id: 'a', entity: 'mean', span: [a, a], content: sr('sum(values)', 'math.fsum(values)') }),
      intent({ id: 'bad', entity: 'spread', span: [b, b], content: sr('nothing like this', 'x') }),
      intent({ id: 'b', entity: 'spread', span: [b, b], content: sr('hi - lo', 'abs(hi - lo)') }),
    );
    assert.deepEqual(r.applied, ['a', 'b']);
    assert.deepEqual(r.rejected.map((x) => [x.intentId, x.stage]), [['bad', 'uniqueness']]);
    assert.equal(r.log.filter((e) => e.commit).length, 2);
    assert.notEqual(r.log[0]!.commit, r.log[2]!.commit);
  });

  it('is deterministic: the same request gives the same diff bytes and the same commits', async () => {
    const a = lineOf(T, '    total = sum(values)');
    const req = [intent({ id: 'a', entity: 'mean', span: [a, a], content: sr('sum(values)', 'math.fsum(values)') }), intent({ id: 'b', entity: 'Stock.total', span: [1, 1], content: { kind: 'entity_body', source: 'def total(self):\n    return sum(self.items.values())\n' } })];
    const one = await edit10(...req);
    const two = await edit10(...req);
    assert.equal(one.diff, two.diff);
    assert.equal(one.headCommit, two.headCommit);
    assert.deepEqual(one.log, two.log);
  });

  it('applies against the pre-edit snapshot: stray working-tree bytes are discarded first', async () => {
    const ws = await h.workspace(repo.dir);
    writeFileSync(path.join(ws.dir, FILE), 'garbage = (\n');
    const ln = lineOf(T, '    total = sum(values)');
    const r = await applyOne(ws, ws.baseCommit, intent({ entity: 'mean', span: [ln, ln], content: sr('sum(values)', 'math.fsum(values)') }));
    assert.equal(r.entry.status, 'applied', r.entry.reason ?? '');
    assert.equal(fileAt(ws, r.commit!), T.replace('    total = sum(values)', '    total = math.fsum(values)'));
  });

  it('is idempotent: a retried applyEdit returns the recorded outcome and adds no commit', async () => {
    const ws = await h.workspace(repo.dir);
    const ln = lineOf(T, '    total = sum(values)');
    const first = await applyOne(ws, ws.baseCommit, intent({ entity: 'mean', span: [ln, ln], content: sr('sum(values)', 'math.fsum(values)') }));
    const again = await applyOne(ws, ws.baseCommit, intent({ entity: 'mean', span: [ln, ln], content: sr('sum(values)', 'math.fsum(values)') }));
    assert.deepEqual(again, first);
    assert.equal(commitsSince(ws, git(ws.dir, 'rev-parse', 'HEAD').trim()), 1);
  });

  it('raw applies an over-wide rewrite that edit10 rejects', async () => {
    const n = T.split('\n').length - 1;
    const rewritten = T.replace('    total = sum(values)\n', '    total = math.fsum(values)\n').replace('LIMIT = 10', 'LIMIT = (10)').replace('    lo = min(values)\n    hi = max(values)\n', '    lo, hi = min(values), max(values)\n');
    const wide = intent({ entity: 'mean', span: [1, n], content: { kind: 'bounded_replacement', text: rewritten } });
    const g = await edit10(wide);
    assert.deepEqual([g.log[0]!.status, g.log[0]!.stage, g.log[0]!.representation], ['rejected', 'collateral', 'bounded_rewrite']);
    assert.equal(g.diff, '');
    const r = await raw(wide);
    assert.equal(r.log[0]!.status, 'applied');
    assert.equal(r.log[0]!.gated, false);
    assert.deepEqual([r.log[0]!.measure.landed, r.log[0]!.measure.parses, r.log[0]!.measure.inScope], [true, true, false]);
    assert.match(r.diff, /LIMIT = \(10\)/);
  });

  it('the developer-facing diff applies to the pre-edit repository (what acceptPatch consumes)', async () => {
    const a = lineOf(T, '    total = sum(values)');
    const r = await edit10(intent({ id: 'a', entity: 'mean', span: [a, a], content: sr('sum(values)', 'math.fsum(values)') }), intent({ id: 'o', file: 'inv/other.py', entity: 'double', span: [5, 5], content: sr('2 * x', 'x + x') }));
    assert.deepEqual(r.changedFiles, ['inv/other.py', FILE]);
    assert.equal(r.log[0]!.changeScope, 'multi_file');
    const copy = mkdtempSync(path.join(os.tmpdir(), 'pg-editapply-'));
    try {
      cpSync(repo.dir, copy, { recursive: true });
      assert.ok(validatePatch(r.diff, copy).ok);
      execFileSync('git', ['apply', '--check', '-p1', '-'], { cwd: copy, input: r.diff });
      execFileSync('git', ['apply', '-p1', '-'], { cwd: copy, input: r.diff });
      assert.equal(readFileSync(path.join(copy, FILE), 'utf8'), T.replace('    total = sum(values)', '    total = math.fsum(values)'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
