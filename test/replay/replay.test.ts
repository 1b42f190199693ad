// Determinism guard: every committed history of a real run (acceptPatch, its applyEdits and
// criticReview children, abExperiment through continue-as-new and child reuse) replays against
// the current workflow code without a nondeterminism error. Histories accumulate and are never
// re-recorded over, so a workflow change that alters the commands of a recorded run fails here
// unless it is gated with `patched()`; the second suite shows both halves of that on a copy of
// the workflow code altered in the test.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker, bundleWorkflowCode } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils.js';
import { WORKFLOWS_PATH, buildBundle, installQuietRuntime } from '../../workers/createWorker.js';
import { HISTORY_DIR, readManifest } from './histories.js';

const WORKFLOW_TYPES = ['acceptPatch', 'applyEdits', 'criticReview', 'abExperiment'];
installQuietRuntime();

function histories() {
  const manifest = readManifest();
  return readdirSync(HISTORY_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'manifest.json')
    .sort()
    .map((f) => {
      const entry = manifest[f];
      assert.ok(entry, `${f} is not in histories/manifest.json (record with scripts/recordHistories.ts)`);
      return { file: f, type: entry.workflowType, workflowId: entry.workflowId, history: historyFromJSON(JSON.parse(readFileSync(path.join(HISTORY_DIR, f), 'utf8'))) };
    });
}

async function replayAll(bundle: { code: string }, hs: ReturnType<typeof histories>): Promise<Map<string, Error | undefined>> {
  // Results come back one per history, in the order given.
  const out = new Map<string, Error | undefined>();
  let i = 0;
  for await (const r of Worker.runReplayHistories(
    { workflowBundle: bundle },
    hs.map((h) => ({ workflowId: h.workflowId, history: h.history })),
  )) {
    out.set(hs[i]!.file, r.error);
    i++;
  }
  return out;
}

describe('replay of recorded histories', () => {
  const hs = histories();
  it('has recorded histories of every workflow type, each listed in the manifest', () => {
    assert.ok(hs.length >= 10, `only ${hs.length} histories in ${HISTORY_DIR}`);
    for (const t of WORKFLOW_TYPES) assert.ok(hs.some((h) => h.type === t), `no history of ${t}`);
    // abExperiment continued as new at least once, and a run reused children.
    assert.ok(hs.filter((h) => h.type === 'abExperiment').length >= 2, 'abExperiment through continue-as-new');
    for (const h of hs) {
      const started = h.history.events?.[0]?.workflowExecutionStartedEventAttributes;
      assert.equal(started?.workflowType?.name, h.type, `${h.file}: recorded type`);
    }
  });
  it('replays every history against the current workflow code', async () => {
    const errors = await replayAll(await buildBundle(), hs);
    assert.equal(errors.size, hs.length);
    for (const [file, err] of errors) assert.equal(err, undefined, `${file}: ${err}`);
  });
});

/**
 * A copy of the workflow code in which every workflow starts with a one-second timer — a
 * changed command sequence — either bare or behind `patched()`. The copies sit beside the
 * compiled workflows so their relative imports resolve; they are removed afterwards.
 */
function alteredEntry(variant: 'bare' | 'patched'): { entry: string; files: string[] } {
  const dir = path.dirname(WORKFLOWS_PATH);
  const tag = `replayguard-${variant}-${process.pid}`;
  const files: string[] = [];
  const exported: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.js') && !x.includes('replayguard') && x !== 'index.js')) {
    const src = readFileSync(path.join(dir, f), 'utf8');
    const fns = [...src.matchAll(/export async function (\w+)\(/g)].map((m) => m[1]!).filter((n) => WORKFLOW_TYPES.includes(n));
    if (fns.length === 0) continue;
    const step = variant === 'bare' ? 'await __guardSleep(1000);' : "if (__guardPatched('replay-guard-demo')) await __guardSleep(1000);";
    const altered = `import { sleep as __guardSleep, patched as __guardPatched } from '@temporalio/workflow';\n${src.replace(/(export async function (\w+)\([^)]*\)\s*\{)/g, (m, _all, name: string) => (WORKFLOW_TYPES.includes(name) ? `${m}\n    ${step}` : m))}`;
    const out = path.join(dir, `${f.replace(/\.js$/, '')}.${tag}.js`);
    writeFileSync(out, altered);
    files.push(out);
    exported.push(`export { ${fns.join(', ')} } from './${path.basename(out)}';`);
  }
  const entry = path.join(dir, `index.${tag}.js`);
  writeFileSync(entry, `${exported.join('\n')}\n`);
  files.push(entry);
  return { entry, files };
}

describe('the replay guard', () => {
  const written: string[] = [];
  after(() => {
    for (const f of written) rmSync(f, { force: true });
  });
  const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, log() {} } as never;

  it('fails every recorded history when a workflow changes its commands without patched(), and passes them when the change is patched', async () => {
    const hs = histories();
    const bare = alteredEntry('bare');
    const patched = alteredEntry('patched');
    written.push(...bare.files, ...patched.files);

    const broken = await replayAll(await bundleWorkflowCode({ workflowsPath: bare.entry, logger: quiet }), hs);
    for (const h of hs) {
      const err = broken.get(h.file);
      assert.ok(err, `${h.file}: an unpatched command change must fail the replay`);
      assert.match(`${err.name}: ${err.message}`, /[Nn]ondetermin|DeterminismViolation/, `${h.file}: ${err}`);
    }
    for (const t of WORKFLOW_TYPES) assert.ok(hs.some((h) => h.type === t && broken.get(h.file)), `a changed ${t} is caught`);

    const guarded = await replayAll(await bundleWorkflowCode({ workflowsPath: patched.entry, logger: quiet }), hs);
    for (const h of hs) assert.equal(guarded.get(h.file), undefined, `${h.file}: the patched() change must replay: ${guarded.get(h.file)}`);
  });
});
